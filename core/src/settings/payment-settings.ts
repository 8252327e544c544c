import { z } from 'zod';
import { money, refusal, typedAmount } from '../i18n/core-message';
import { amountFieldMessages } from '../payment/payment-messages';
import { paymentSettingsMessages as messages } from './settings-messages';
import { cashRoundingSteps } from '../money/money';
import { noReceiptRefundRules } from '../return/return-schemas';
import { storeTaxSchema } from '../tax/tax-schemas';
import { customerTenders, paymentMethods } from '../payment/tender';
import type { PaymentMethod } from '../payment/tender';
import { defaultOfflineCardLimitCents, maxOfflineCardLimitCents } from '../sale/offline-sale';
import { defaultLayawayRules } from '../layaway/layaway';

/** The Payments tab's checkboxes, in the spec's order, and the till method each one turns on. */
export const paymentSettingOptions: { method: PaymentMethod; label: string }[] = [
  { method: 'cash', label: 'Cash' },
  { method: 'card', label: 'Credit Card' },
  { method: 'voucher', label: 'Gift Cards' },
  { method: 'loyalty', label: 'Loyalty Points' },
];

export { defaultOfflineCardLimitCents, maxOfflineCardLimitCents };

/** What to say of a percentage setting: the layaway's deposit, or its cancellation fee. */
const percentMessages = {
  deposit: {
    enter: messages.enterDeposit,
    whole: messages.depositWhole,
    below: messages.depositBelowZero,
    above: messages.depositAboveAll,
  },
  fee: {
    enter: messages.enterFee,
    whole: messages.feeWhole,
    below: messages.feeBelowZero,
    above: messages.feeAboveAll,
  },
};

const percentSetting = (what: keyof typeof percentMessages) =>
  z
    .number(refusal(percentMessages[what].enter, { example: 20 }))
    .int(refusal(percentMessages[what].whole))
    .min(0, refusal(percentMessages[what].below))
    .max(100, refusal(percentMessages[what].above));

export const paymentSettingsSchema = z.object({
  enabledMethods: z.array(z.enum(paymentMethods)).min(1, refusal(messages.keepOneMethod)),
  /** Shown on the card tab so staff know which terminal to hand over. */
  cardTerminalLabel: z.string().trim().max(60).default(''),
  /** Gift card codes must start with this (empty: any code). */
  voucherPrefix: z
    .string()
    .trim()
    .max(10)
    .regex(/^[A-Za-z0-9-]*$/, refusal(messages.prefixCharacters))
    .default(''),
  /**
   * This store's most for one card payment taken while the till is offline (the card is stored and authorised
   * once back online, so the store carries the risk); above it the till asks for another way to pay.
   */
  offlineCardLimitCents: z
    .number(refusal(amountFieldMessages.enterAmountLike, { example: typedAmount(20000) }))
    .int(refusal(amountFieldMessages.wholeCents))
    .min(0, refusal(messages.limitNegative, { amount: money(0) }))
    .max(maxOfflineCardLimitCents, refusal(messages.limitAtMost, { amount: money(maxOfflineCardLimitCents) }))
    .default(defaultOfflineCardLimitCents),
  /** This store's cash rounding: cash totals to the nearest 5 or 10 cents where small coins are gone; 0 for none. */
  cashRoundingCents: z
    .union(
      cashRoundingSteps.map((step) => z.literal(step)),
      refusal(messages.chooseRounding, { nickel: money(5), dime: money(10) }),
    )
    .default(0),
  /** The least deposit a layaway takes, as a percentage of its total. */
  layawayDepositPercent: percentSetting('deposit').default(defaultLayawayRules.depositPercent),
  /** What a cancelled layaway keeps of what was paid, as a percentage of its total (never more than was paid). */
  layawayCancellationFeePercent: percentSetting('fee').default(defaultLayawayRules.cancellationFeePercent),
  /** Where goods brought back without a receipt may go: the chain's rule, set by a manager. */
  noReceiptRefunds: z.enum(noReceiptRefundRules, refusal(messages.chooseNoReceiptRefunds)).default('store_credit'),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** What the till reads: the store's payment settings and how it prices (tax included or added, and its name). */
export const tillPaymentSettingsSchema = paymentSettingsSchema.extend({
  pricesIncludeTax: z.boolean(),
  taxName: z.string(),
  additionalTaxes: z.array(storeTaxSchema),
});
export type TillPaymentSettings = z.infer<typeof tillPaymentSettingsSchema>;

/** The part every store of the chain shares; the offline card limit is each store's own. */
export const chainPaymentSettingsSchema = paymentSettingsSchema.omit({
  offlineCardLimitCents: true,
  cashRoundingCents: true,
});
export type ChainPaymentSettings = z.infer<typeof chainPaymentSettingsSchema>;

/**
 * Every method Settings turns on or off is ticked until the store changes it; store credit and sales on account are
 * allowed by the customer's own standing, not by Settings.
 */
export const defaultPaymentSettings: PaymentSettings = {
  enabledMethods: paymentMethods.filter((method) => !customerTenders.includes(method)),
  cardTerminalLabel: '',
  voucherPrefix: '',
  offlineCardLimitCents: defaultOfflineCardLimitCents,
  cashRoundingCents: 0,
  layawayDepositPercent: defaultLayawayRules.depositPercent,
  layawayCancellationFeePercent: defaultLayawayRules.cancellationFeePercent,
  noReceiptRefunds: 'store_credit',
};
