import { formatMoney } from '../money/money';
import { say } from '../i18n/core-message';
import { overrideActionNouns, overrideShortfallMessages, refundDestinationPhrases } from './override-messages';
import { usMoneyFormat } from '../money/money-format';
import type { MoneyFormat } from '../money/money-format';
import { refundDestinationLabels } from '../refund/refund-schemas';
import { cashMovementLabels } from '../shift/shift-schemas';
import { overrideMaxAgeMinutes } from './override-schemas';
import type { OverrideDetails } from './override-schemas';

/** Whether an approval given at approvedAt is too old to use at `at`. */
export function overrideExpired(approvedAt: string, at: Date): boolean {
  return at.getTime() - new Date(approvedAt).getTime() > overrideMaxAgeMinutes * 60_000;
}

/**
 * Whether what a manager approved covers what is being done: no bigger discount, the same price for the same
 * product, no more refunded on the same sale, no more cash moved the same way. Null when it does; else why not.
 */
export function overrideShortfall(
  approved: OverrideDetails,
  wanted: OverrideDetails,
  format: MoneyFormat = usMoneyFormat,
): string | null {
  const money = (cents: number) => formatMoney(cents, format);
  const m = overrideShortfallMessages;
  if (approved.action !== wanted.action) {
    return say(m.forAnother, {
      approved: say(overrideActionNouns[approved.action]),
      wanted: say(overrideActionNouns[wanted.action]),
    });
  }
  switch (wanted.action) {
    case 'discount': {
      const { percent } = approved.details as typeof wanted.details;
      return wanted.details.percent <= percent
        ? null
        : say(m.discountUpTo, { approved: percent, wanted: wanted.details.percent });
    }
    case 'refund': {
      const { saleId, amountCents, destination = 'original' } = approved.details as typeof wanted.details;
      if (saleId !== wanted.details.saleId) return say(m.refundOtherSale);
      const wantedDestination = wanted.details.destination ?? 'original';
      // Cash for what a card paid is the refund fraud a manager looks at: an approval covers only where it said.
      if (destination !== wantedDestination) {
        return say(m.refundTo, {
          approved: say(refundDestinationPhrases[destination]),
          wanted: say(refundDestinationPhrases[wantedDestination]),
        });
      }
      return wanted.details.amountCents <= amountCents
        ? null
        : say(m.refundUpTo, { approved: money(amountCents), wanted: money(wanted.details.amountCents) });
    }
    case 'price_change': {
      const { productId, toCents } = approved.details as typeof wanted.details;
      if (productId !== wanted.details.productId) return say(m.otherProduct);
      return wanted.details.toCents === toCents
        ? null
        : say(m.priceOf, { approved: money(toCents), wanted: money(wanted.details.toCents) });
    }
    case 'return': {
      const { amountCents } = approved.details as typeof wanted.details;
      return wanted.details.amountCents <= amountCents
        ? null
        : say(m.returnUpTo, { approved: money(amountCents), wanted: money(wanted.details.amountCents) });
    }
    case 'cash_movement': {
      const { kind, amountCents } = approved.details as typeof wanted.details;
      if (kind !== wanted.details.kind) return say(cashKindMessages[kind]);
      return wanted.details.amountCents <= amountCents
        ? null
        : say(m.cashUpTo, { approved: money(amountCents), wanted: money(wanted.details.amountCents) });
    }
  }
}

const cashKindMessages = {
  pay_in: overrideShortfallMessages.forPayIn,
  pay_out: overrideShortfallMessages.forPayOut,
  drop: overrideShortfallMessages.forDrop,
  no_sale: overrideShortfallMessages.forNoSale,
} as const;

/** The audit log's one line for an approval, given the names the details point at (sale number, product). */
export function describeOverride(
  approved: OverrideDetails,
  names: { saleNumber?: string; productName?: string } = {},
  format: MoneyFormat = usMoneyFormat,
) {
  const money = (cents: number) => formatMoney(cents, format);
  switch (approved.action) {
    case 'discount':
      return `Discount up to ${approved.details.percent} %${approved.details.cents ? ` (${money(approved.details.cents)} off)` : ''}`;
    case 'refund':
      return `Refund of up to ${money(approved.details.amountCents)} on ${names.saleNumber ?? approved.details.saleId}${
        approved.details.destination && approved.details.destination !== 'original'
          ? ` · ${refundDestinationLabels[approved.details.destination].toLowerCase()}`
          : ''
      }`;
    case 'price_change':
      return `Price of ${names.productName ?? approved.details.productId} ${
        approved.details.fromCents === undefined ? '' : `${money(approved.details.fromCents)} `
      }→ ${money(approved.details.toCents)}`;
    case 'return':
      return `Return without receipt of up to ${money(approved.details.amountCents)}`;
    case 'cash_movement':
      return `${cashMovementLabels[approved.details.kind]} of up to ${money(approved.details.amountCents)}`;
  }
}
