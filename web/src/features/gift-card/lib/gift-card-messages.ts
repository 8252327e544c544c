import { defineMessages } from 'react-intl';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import {
  giftCardCodePattern,
  maxGiftCardBalanceCents,
  maxGiftCardLoadCents,
  minGiftCardLoadCents,
  normaliseGiftCardCode,
} from '@tillwise/core/gift-card/gift-card-rules';
import type { GiftCardLedgerKind } from '@tillwise/core/gift-card/gift-card-schemas';
import { formatMoney, toAmountText } from '@/lib/money';

/** A card's movement (US English as core's giftCardLedgerKindLabels). */
export const giftCardKindMessages: Record<GiftCardLedgerKind, MessageDescriptor> = defineMessages({
  issue: { id: 'giftCard.kind.issue', defaultMessage: 'Issued' },
  reload: { id: 'giftCard.kind.reload', defaultMessage: 'Reloaded' },
  redeem: { id: 'giftCard.kind.redeem', defaultMessage: 'Spent' },
  refund: { id: 'giftCard.kind.refund', defaultMessage: 'Refunded' },
  adjust: { id: 'giftCard.kind.adjust', defaultMessage: 'Adjusted' },
});

const messages = defineMessages({
  enterCode: { id: 'giftCard.error.enterCode', defaultMessage: 'Enter the gift card code' },
  codeFormat: { id: 'giftCard.error.codeFormat', defaultMessage: 'Use 4–32 letters, digits or dashes' },
  prefix: { id: 'giftCard.error.prefix', defaultMessage: 'Gift card codes start with {prefix}' },
  numberAfter: { id: 'giftCard.error.numberAfter', defaultMessage: 'Add the card’s number after {prefix}' },
  enterAmount: { id: 'giftCard.error.enterAmount', defaultMessage: 'Enter an amount like {example}' },
  atLeast: { id: 'giftCard.error.atLeast', defaultMessage: 'Load at least {amount}' },
  atMost: { id: 'giftCard.error.atMost', defaultMessage: 'Load at most {amount}' },
  full: {
    id: 'giftCard.error.full',
    defaultMessage: 'A gift card holds at most {max}: this one holds {balance}, so add at most {room}',
  },
});

/** Core's giftCardCodeError in the person's language: the same rules. */
export function giftCardCodeError(intl: IntlShape, text: string, prefix = ''): string | null {
  const code = normaliseGiftCardCode(text);
  if (code === '') return intl.formatMessage(messages.enterCode);
  if (!giftCardCodePattern.test(code)) return intl.formatMessage(messages.codeFormat);
  const start = normaliseGiftCardCode(prefix);
  if (start && !code.startsWith(start)) return intl.formatMessage(messages.prefix, { prefix: start });
  if (start && code.length === start.length) return intl.formatMessage(messages.numberAfter, { prefix: start });
  return null;
}

/** Core's giftCardLoadError in the person's language; null (not a number) asks for an amount. */
export function giftCardLoadError(intl: IntlShape, amountCents: number | null, balanceCents = 0): string | null {
  if (amountCents === null || !Number.isSafeInteger(amountCents))
    return intl.formatMessage(messages.enterAmount, { example: toAmountText(2500) });
  if (amountCents < minGiftCardLoadCents)
    return intl.formatMessage(messages.atLeast, { amount: formatMoney(minGiftCardLoadCents) });
  if (amountCents > maxGiftCardLoadCents)
    return intl.formatMessage(messages.atMost, { amount: formatMoney(maxGiftCardLoadCents) });
  if (balanceCents + amountCents > maxGiftCardBalanceCents) {
    const room = Math.max(0, maxGiftCardBalanceCents - balanceCents);
    return intl.formatMessage(messages.full, {
      max: formatMoney(maxGiftCardBalanceCents),
      balance: formatMoney(balanceCents),
      room: formatMoney(room),
    });
  }
  return null;
}
