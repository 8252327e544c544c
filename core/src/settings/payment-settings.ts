import { z } from 'zod';
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

const percentSetting = (what: string) =>
  z
    .number({ error: `Enter the ${what} as a percentage like 20` })
    .int(`Enter the ${what} as a whole percentage`)
    .min(0, `The ${what} cannot be below 0 %`)
    .max(100, `The ${what} cannot be above 100 %`);

export const paymentSettingsSchema = z.object({
  enabledMethods: z.array(z.enum(paymentMethods)).min(1, 'Keep at least one payment method'),
  /** Shown on the card tab so staff know which terminal to hand over. */
  cardTerminalLabel: z.string().trim().max(60).default(''),
  /** Gift card codes must start with this (empty: any code). */
  voucherPrefix: z
    .string()
    .trim()
    .max(10)
    .regex(/^[A-Za-z0-9-]*$/, 'Use letters, digits or dashes')
    .default(''),
  /**
   * This store's most for one card payment taken while the till is offline (the card is stored and authorised
   * once back online, so the store carries the risk); above it the till asks for another way to pay.
   */
  offlineCardLimitCents: z
    .number({ error: 'Enter an amount like 200.00' })
    .int('Enter whole cents')
    .min(0, 'The limit cannot be below $0.00')
    .max(maxOfflineCardLimitCents, 'Keep the limit at $10,000.00 or less')
    .default(defaultOfflineCardLimitCents),
  /** This store's cash rounding: cash totals to the nearest 5 or 10 cents where small coins are gone; 0 for none. */
  cashRoundingCents: z
    .union(
      cashRoundingSteps.map((step) => z.literal(step)),
      { error: 'Choose no rounding, $0.05 or $0.10' },
    )
    .default(0),
  /** The least deposit a layaway takes, as a percentage of its total. */
  layawayDepositPercent: percentSetting('deposit').default(defaultLayawayRules.depositPercent),
  /** What a cancelled layaway keeps of what was paid, as a percentage of its total (never more than was paid). */
  layawayCancellationFeePercent: percentSetting('fee').default(defaultLayawayRules.cancellationFeePercent),
  /** Where goods brought back without a receipt may go: the chain's rule, set by a manager. */
  noReceiptRefunds: z
    .enum(noReceiptRefundRules, { error: 'Choose store credit only, store credit or cash, or not accepted' })
    .default('store_credit'),
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
