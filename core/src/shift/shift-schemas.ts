import { z } from 'zod';
import { money, refusal, say } from '../i18n/core-message';
import { amountFieldMessages } from '../payment/payment-messages';
import { shiftMessages as messages } from './shift-messages';
import { idParamsSchema, pageOf, pageQuerySchema } from '../http/api-error';
import { pinSchema } from '../staff/staff-schemas';
import { cashCountInputSchema, denominationCountsSchema, maxDrawerCents } from './denominations';
import { shiftFiguresSchema, drawerFiguresSchema } from './shift-figures';
import { zReportBodySchema } from './z-report';

export const shiftStatuses = ['open', 'counted', 'closed'] as const;
export type ShiftStatus = (typeof shiftStatuses)[number];

export const cashMovementKinds = ['pay_in', 'pay_out', 'drop', 'no_sale'] as const;
export type CashMovementKind = (typeof cashMovementKinds)[number];
export const cashMovementLabels: Record<CashMovementKind, string> = {
  pay_in: 'Pay In',
  pay_out: 'Pay Out',
  drop: 'Cash Drop',
  no_sale: 'No Sale',
};

const person = z.object({ id: z.string(), name: z.string() });
const cents = z.number().int();
const tillId = z.string().min(1, refusal(messages.chooseTill)).max(64);

/** A manager's PIN typed on the till to approve one action a cashier may not do alone. */
export const managerApprovalSchema = z.strictObject({ userId: z.string().min(1).max(64), pin: pinSchema });
export type ManagerApproval = z.infer<typeof managerApprovalSchema>;

export const openShiftInputSchema = z.strictObject({
  /** Made by the till, so a resend opens one shift. */
  id: z.uuid(),
  tillId,
  count: cashCountInputSchema,
});
export type OpenShiftInput = z.infer<typeof openShiftInputSchema>;

export const cashMovementInputSchema = z
  .strictObject({
    id: z.uuid(),
    kind: z.enum(cashMovementKinds, refusal(messages.chooseMovementKind)),
    amountCents: z
      .number(refusal(messages.enterAmount))
      .int(refusal(amountFieldMessages.wholeCents))
      .min(0, refusal(messages.amountNegative))
      .max(maxDrawerCents, refusal(amountFieldMessages.enterAtMost, { amount: money(maxDrawerCents) }))
      .default(0),
    reason: z
      .string()
      .trim()
      .max(200, refusal(messages.reasonTooLong, { max: 200 }))
      .default(''),
    approval: managerApprovalSchema.nullish(),
  })
  .superRefine((input, context) => {
    if (input.kind === 'no_sale') {
      if (input.amountCents !== 0)
        context.addIssue({ code: 'custom', path: ['amountCents'], message: say(messages.noSaleMovesNoCash) });
      return;
    }
    if (input.amountCents === 0)
      context.addIssue({
        code: 'custom',
        path: ['amountCents'],
        message: say(messages.amountAboveZero, { amount: money(0) }),
      });
    if (input.reason === '')
      context.addIssue({ code: 'custom', path: ['reason'], message: say(messages.sayWhatCashIsFor) });
  });
export type CashMovementInput = z.input<typeof cashMovementInputSchema>;

export const countShiftInputSchema = z.strictObject({ count: cashCountInputSchema });
export type CountShiftInput = z.infer<typeof countShiftInputSchema>;

export const closeShiftInputSchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .max(500, refusal(messages.reasonTooLong, { max: 500 }))
    .default(''),
  /** Cash left in the drawer for the next shift; the rest of the count is the deposit. */
  floatLeftCents: z
    .number(refusal(messages.enterFloatLeft))
    .int(refusal(amountFieldMessages.wholeCents))
    .min(0, refusal(messages.floatNegative))
    .max(maxDrawerCents, refusal(amountFieldMessages.enterAtMost, { amount: money(maxDrawerCents) })),
});
export type CloseShiftInput = z.input<typeof closeShiftInputSchema>;

export const recordVoidInputSchema = z.strictObject({
  id: z.uuid(),
  tillId,
  itemCount: z.number().int().min(1).max(99_999),
  amountCents: z.number().int().min(0).max(maxDrawerCents),
});
export type RecordVoidInput = z.infer<typeof recordVoidInputSchema>;

/** A drawer session: opened with a float, counted (blind), closed with its Z report. */
export const shiftSchema = z.object({
  id: z.string(),
  status: z.enum(shiftStatuses),
  till: person,
  businessDate: z.string(),
  openedAt: z.string(),
  openedBy: person,
  openingFloatCents: cents,
  openingCounts: denominationCountsSchema.nullable(),
  /** Still open from an earlier business day than today's. */
  leftOpenOvernight: z.boolean(),
  countedAt: z.string().nullable(),
  countedBy: person.nullable(),
  countedCents: cents.nullable(),
  countedCounts: denominationCountsSchema.nullable(),
  firstCountedCents: cents.nullable(),
  recountedBy: person.nullable(),
  /** Null while the count is blind (before the drawer is counted, unless Settings show it). */
  expectedCents: cents.nullable(),
  overShortCents: cents.nullable(),
  reason: z.string().nullable(),
  floatLeftCents: cents.nullable(),
  closedAt: z.string().nullable(),
  closedBy: person.nullable(),
  /** Closed with an over/short beyond the store's threshold and not yet approved by a manager. */
  needsReview: z.boolean(),
  approvedBy: person.nullable(),
  approvedAt: z.string().nullable(),
  zReport: z.object({ id: z.string(), number: z.string() }).nullable(),
});
export type Shift = z.infer<typeof shiftSchema>;

export const cashMovementSchema = z.object({
  id: z.string(),
  kind: z.enum(cashMovementKinds),
  amountCents: cents,
  reason: z.string(),
  createdAt: z.string(),
  user: person,
  approvedBy: person.nullable(),
});
export type CashMovement = z.infer<typeof cashMovementSchema>;

/** A shift's figures so far (the X report); the drawer's cash stays hidden from the counter of a blind count. */
export const shiftReportSchema = z.object({
  shift: shiftSchema,
  figures: shiftFiguresSchema.extend({ drawer: drawerFiguresSchema.nullable() }),
  cashHidden: z.boolean(),
  movements: z.array(cashMovementSchema),
  parkedSales: z.array(z.object({ id: z.string(), number: z.string(), totalCents: cents })),
  generatedAt: z.string(),
});
export type ShiftReport = z.infer<typeof shiftReportSchema>;

/** The till's shift as the till needs it: whether one is open, and the float to suggest when none is. */
export const currentShiftSchema = z.object({
  till: z.object({ id: z.string(), name: z.string(), isActive: z.boolean() }),
  shift: shiftSchema.nullable(),
  /** The float the last close left in the drawer, or the store's default float. */
  suggestedFloatCents: cents,
  /** Cash is taken at this store, so selling needs an open shift. */
  shiftRequired: z.boolean(),
});
export type CurrentShift = z.infer<typeof currentShiftSchema>;

export const currentShiftQuerySchema = z.object({ tillId });

export const shiftListQuerySchema = pageQuerySchema.extend({
  tillId: z.string().max(64).optional(),
  status: z.enum(shiftStatuses).optional(),
  needsReview: z.stringbool().optional(),
});
export type ShiftListQuery = z.infer<typeof shiftListQuerySchema>;
export const shiftPageSchema = pageOf(shiftSchema);
export type ShiftPage = z.infer<typeof shiftPageSchema>;

/**
 * The sign-off of a close beyond the over/short threshold. It comes after the close, so it sits beside the Z
 * report's frozen body and outside its hash.
 */
export const closeReviewSchema = z.object({
  needsReview: z.boolean(),
  approvedBy: person.nullable(),
  approvedAt: z.string().nullable(),
  /** The approver neither counted, recounted nor closed the shift. */
  bySecondPerson: z.boolean(),
});
export type CloseReview = z.infer<typeof closeReviewSchema>;

export const zReportSchema = z.object({
  id: z.string(),
  number: z.string(),
  sequence: z.number().int(),
  tillId: z.string(),
  shiftId: z.string(),
  createdAt: z.string(),
  body: zReportBodySchema,
  hash: z.string(),
  previousHash: z.string(),
  review: closeReviewSchema,
});
export type ZReport = z.infer<typeof zReportSchema>;

export const zReportListQuerySchema = pageQuerySchema.extend({
  tillId: z.string().max(64).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type ZReportListQuery = z.infer<typeof zReportListQuerySchema>;
export const zReportPageSchema = pageOf(zReportSchema);
export type ZReportPage = z.infer<typeof zReportPageSchema>;

export const zChainCheckSchema = z.object({
  ok: z.boolean(),
  checked: z.number().int(),
  tills: z.array(
    z.object({
      till: person,
      ok: z.boolean(),
      checked: z.number().int(),
      brokenAt: z.string().nullable(),
      problem: z.string().nullable(),
    }),
  ),
});
export type ZChainCheck = z.infer<typeof zChainCheckSchema>;

export const shiftIdParamsSchema = idParamsSchema;
