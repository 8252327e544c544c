import { defineMessages } from '../i18n/core-message';

/** What the gift card forms say when a field does not read. */
export const giftCardMessages = defineMessages({
  enterCode: { id: 'core.giftCard.enterCode', defaultMessage: 'Enter the gift card code' },
});

/** Why a gift card code or amount is refused, and what a card cannot cover ({code} as stored, upper-case). */
export const giftCardRefusals = defineMessages({
  codeFormat: { id: 'core.giftCard.codeFormat', defaultMessage: 'Use 4–32 letters, digits or dashes' },
  prefix: { id: 'core.giftCard.prefix', defaultMessage: 'Gift card codes start with {prefix}' },
  numberAfterPrefix: { id: 'core.giftCard.numberAfterPrefix', defaultMessage: 'Add the card’s number after {prefix}' },
  enterAmount: { id: 'core.giftCard.enterAmount', defaultMessage: 'Enter an amount like {example}' },
  loadAtLeast: { id: 'core.giftCard.loadAtLeast', defaultMessage: 'Load at least {amount}' },
  loadAtMost: { id: 'core.giftCard.loadAtMost', defaultMessage: 'Load at most {amount}' },
  holdsAtMost: {
    id: 'core.giftCard.holdsAtMost',
    defaultMessage: 'A gift card holds at most {most}: this one holds {balance}, so add at most {room}',
  },
  moreThan: { id: 'core.giftCard.moreThan', defaultMessage: 'The amount must be more than {zero}' },
  wouldHoldMore: {
    id: 'core.giftCard.wouldHoldMore',
    defaultMessage: 'Gift card {code} would hold more than {most}: refund the rest another way',
  },
  unknown: { id: 'core.giftCard.unknown', defaultMessage: 'No gift card with code {code}' },
  holdsOnly: { id: 'core.giftCard.holdsOnly', defaultMessage: 'Gift card {code} holds only {balance}' },
});
