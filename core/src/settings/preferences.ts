import { z } from 'zod';
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
  paperWidth: z.union([z.literal(58), z.literal(80)], { error: 'Choose 58 mm or 80 mm' }),
  cashDrawerNote: z.string().trim().max(200, 'Keep the note under 200 characters'),
  scaleLabels: scaleLabelLayoutSchema.default(defaultScaleLabelLayout),
});

/** Reports: the range the Reports screen opens with. */
export const reportPreferencesSchema = z.object({
  defaultRange: z.enum(reportRangePresets, { error: 'Choose a range' }),
});

/** Alerts: whether the header bell shows low-stock alerts. */
export const alertPreferencesSchema = z.object({ lowStockAlerts: z.boolean() });

/** Security: lock an idle till back to the PIN screen after N minutes (0 = never), and the PIN length for new PINs. */
export const securityPreferencesSchema = z.object({
  autoLockMinutes: z.coerce
    .number({ error: 'Enter minutes' })
    .int('Use whole minutes')
    .min(0, 'Use 0 (never) to 240 minutes')
    .max(240, 'Use 0 (never) to 240 minutes'),
  pinLength: z.coerce.number().int().min(4, 'PINs are 4 to 6 digits').max(6, 'PINs are 4 to 6 digits'),
});

const dollarsLimit = (what: string) =>
  z
    .number({ error: `Enter ${what}` })
    .int('Enter whole cents')
    .min(0, `${what.charAt(0).toUpperCase()}${what.slice(1)} cannot be negative`)
    .max(1_000_000, 'Enter at most $10,000.00');

/**
 * Cash: whether the counter sees the expected cash before counting (off = a blind count), the over/short beyond
 * which a close needs a reason, the pay-in/out or drop above which a manager's PIN is needed, and the usual float.
 */
export const cashPreferencesSchema = z.object({
  showExpectedCash: z.boolean(),
  overShortReasonCents: dollarsLimit('the over/short threshold'),
  approvalLimitCents: dollarsLimit('the approval limit'),
  defaultFloatCents: dollarsLimit('the float'),
});

/** Refunds: how a refund of a sale that got promotions is worked out (see promotion-refund-rule.ts). */
export const refundPreferencesSchema = z.object({
  promotionRule: z.enum(promotionRefundRules, { error: 'Choose how refunds treat promotions' }),
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
  return z.string().regex(new RegExp(`^\\d{${length}}$`), `The PIN is ${length} digits`);
}
