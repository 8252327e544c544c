import { z } from 'zod';
import { money, refusal } from '../i18n/core-message';
import type { CoreMessage } from '../i18n/core-message';
import { amountFieldMessages } from '../payment/payment-messages';
import { preferenceMessages as messages } from './settings-messages';
import { defaultScaleLabelLayout } from '../barcode/scale-label';
import { scaleLabelLayoutSchema } from '../barcode/scale-label-schema';
import { defaultPromotionRefundRule, promotionRefundRules } from '../refund/promotion-refund-rule';

export const reportRangePresets = [
  'today',
  'yesterday',
  'this-week',
  'last-7-days',
  'last-30-days',
  'this-month',
] as const;
export type ReportRangePreset = (typeof reportRangePresets)[number];

/** Each preset's name on screen, as the Reports date picker shows it. */
export const reportRangePresetLabels = {
  today: 'Today',
  yesterday: 'Yesterday',
  'this-week': 'This Week',
  'last-7-days': 'Last 7 Days',
  'last-30-days': 'Last 30 Days',
  'this-month': 'This Month',
} as const satisfies Record<ReportRangePreset, string>;

/** Hardware: the receipt printer's paper, a note for whoever opens the cash drawer, how the scales print labels. */
export const hardwarePreferencesSchema = z.object({
  paperWidth: z.union([z.literal(58), z.literal(80)], refusal(messages.choosePaperWidth)),
  cashDrawerNote: z
    .string()
    .trim()
    .max(200, refusal(messages.noteTooLong, { max: 200 })),
  scaleLabels: scaleLabelLayoutSchema.default(defaultScaleLabelLayout),
});

/** Reports: the range the Reports screen opens with. */
export const reportPreferencesSchema = z.object({
  defaultRange: z.enum(reportRangePresets, refusal(messages.chooseRange)),
});

/** Alerts: whether the header bell shows low-stock alerts. */
export const alertPreferencesSchema = z.object({ lowStockAlerts: z.boolean() });

/** Security: lock an idle till back to the PIN screen after N minutes (0 = never), and the PIN length for new PINs. */
export const securityPreferencesSchema = z.object({
  autoLockMinutes: z.coerce
    .number(refusal(messages.enterMinutes))
    .int(refusal(messages.wholeMinutes))
    .min(0, refusal(messages.autoLockRange))
    .max(240, refusal(messages.autoLockRange)),
  pinLength: z.coerce.number().int().min(4, refusal(messages.pinLengthRange)).max(6, refusal(messages.pinLengthRange)),
});

/** An amount of cash a preference sets, up to $10,000.00, with what to say when it is missing or negative. */
const dollarsLimit = (enter: CoreMessage, negative: CoreMessage) =>
  z
    .number(refusal(enter))
    .int(refusal(amountFieldMessages.wholeCents))
    .min(0, refusal(negative))
    .max(1_000_000, refusal(amountFieldMessages.enterAtMost, { amount: money(1_000_000) }));

/**
 * Cash: whether the counter sees the expected cash before counting (off = a blind count), the over/short beyond
 * which a close needs a reason, the pay-in/out or drop above which a manager's PIN is needed, and the usual float.
 */
export const cashPreferencesSchema = z.object({
  showExpectedCash: z.boolean(),
  overShortReasonCents: dollarsLimit(messages.enterOverShortThreshold, messages.overShortThresholdNegative),
  approvalLimitCents: dollarsLimit(messages.enterApprovalLimit, messages.approvalLimitNegative),
  defaultFloatCents: dollarsLimit(messages.enterFloat, messages.floatNegative),
});

/** Refunds: how a refund of a sale that got promotions is worked out (see promotion-refund-rule.ts). */
export const refundPreferencesSchema = z.object({
  promotionRule: z.enum(promotionRefundRules, refusal(messages.choosePromotionRule)),
});

export const preferencesSchema = z.object({
  hardware: hardwarePreferencesSchema,
  reports: reportPreferencesSchema,
  alerts: alertPreferencesSchema,
  security: securityPreferencesSchema,
  cash: cashPreferencesSchema,
  refunds: refundPreferencesSchema,
});
export type Preferences = z.infer<typeof preferencesSchema>;
export type PreferenceGroup = keyof Preferences;
export const preferenceGroups = [
  'hardware',
  'reports',
  'alerts',
  'security',
  'cash',
  'refunds',
] as const satisfies readonly PreferenceGroup[];

export const defaultPreferences: Preferences = {
  hardware: { paperWidth: 80, cashDrawerNote: '', scaleLabels: defaultScaleLabelLayout },
  reports: { defaultRange: 'last-30-days' },
  alerts: { lowStockAlerts: true },
  security: { autoLockMinutes: 0, pinLength: 4 },
  cash: { showExpectedCash: false, overShortReasonCents: 100, approvalLimitCents: 5000, defaultFloatCents: 15000 },
  refunds: { promotionRule: defaultPromotionRefundRule },
};

/** A PIN of exactly the store's length. */
export function pinOfLength(length: number) {
  return z.string().regex(new RegExp(`^\\d{${length}}$`), refusal(messages.pinOfLength, { length }));
}
