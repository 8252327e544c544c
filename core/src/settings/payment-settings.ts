import { z } from 'zod';
import { paymentMethods } from '../payment/tender';
import type { PaymentMethod } from '../payment/tender';

/** The Payments tab's checkboxes, in the spec's order, and the till method each one turns on. */
export const paymentSettingOptions: { method: PaymentMethod; label: string }[] = [
  { method: 'cash', label: 'Cash' },
  { method: 'card', label: 'Credit Card' },
  { method: 'voucher', label: 'Gift Cards' },
  { method: 'loyalty', label: 'Loyalty Points' },
];

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
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** Every method is ticked until the store changes it. */
export const defaultPaymentSettings: PaymentSettings = {
  enabledMethods: [...paymentMethods],
  cardTerminalLabel: '',
  voucherPrefix: '',
};
