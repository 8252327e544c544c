import { z } from 'zod';
import { refundDestinations } from '../refund/refund-schemas';
import { maxSaleCents } from '../sale/sale-input-schemas';
import { managerApprovalSchema } from '../shift/shift-schemas';
import { refusal } from '../i18n/core-message';
import { fieldMessages } from '../i18n/field-messages';
import { staffMessages } from './staff-messages';

/**
 * What a manager's PIN on the till approves for someone who may not do it alone. A cash movement above the limit
 * is approved inside its own request (Cash in / out asks for the PIN there); the others are asked for first.
 */
export const overrideActions = ['discount', 'refund', 'price_change', 'cash_movement', 'return'] as const;
export type OverrideAction = (typeof overrideActions)[number];
export const overrideActionLabels: Record<OverrideAction, string> = {
  discount: 'Discount',
  refund: 'Refund',
  price_change: 'Price change',
  cash_movement: 'Cash movement',
  return: 'Return without receipt',
};

/** How long an approval stays usable: the customer is still at the counter. */
export const overrideMaxAgeMinutes = 15;

const cents = z
  .number()
  .int(refusal(staffMessages.enterWholeCents))
  .max(10 * maxSaleCents, refusal(fieldMessages.amountTooLarge));
const id = z.string().min(1).max(64);

/** A discount up to this percent of what it comes off (an amount discount also says its amount, for the log). */
export const discountOverrideSchema = z.strictObject({
  percent: z
    .number()
    .gt(0, refusal(staffMessages.percentageAboveZero))
    .max(100, refusal(staffMessages.discountAtMostAll)),
  cents: cents.positive().optional(),
});
/** A refund of at most this much on this sale, going where it says (left out: to the sale's own payments). */
export const refundOverrideSchema = z.strictObject({
  saleId: id,
  amountCents: cents.nonnegative(),
  destination: z.enum(refundDestinations).optional(),
});
/** This product sold at this price (the server records the catalogue price it replaces as fromCents). */
export const priceChangeOverrideSchema = z.strictObject({
  productId: id,
  fromCents: cents.nonnegative().optional(),
  toCents: cents.nonnegative(),
});
/** A return without receipt of at most this much (it belongs to no sale). */
export const returnOverrideSchema = z.strictObject({ amountCents: cents.positive() });
/** A Pay In, Pay Out or Cash Drop of at most this much. */
export const cashMovementOverrideSchema = z.strictObject({
  kind: z.enum(['pay_in', 'pay_out', 'drop']),
  amountCents: cents.positive(),
});

const ask = {
  discount: z.strictObject({ action: z.literal('discount'), details: discountOverrideSchema }),
  refund: z.strictObject({ action: z.literal('refund'), details: refundOverrideSchema }),
  price_change: z.strictObject({ action: z.literal('price_change'), details: priceChangeOverrideSchema }),
  cash_movement: z.strictObject({ action: z.literal('cash_movement'), details: cashMovementOverrideSchema }),
  return: z.strictObject({ action: z.literal('return'), details: returnOverrideSchema }),
};

/** What is asked for and how far: the part of an override the till's screens fill in. */
export const overrideRequestSchema = z.discriminatedUnion('action', [
  ask.discount,
  ask.refund,
  ask.price_change,
  ask.return,
]);
export type OverrideRequest = z.infer<typeof overrideRequestSchema>;

/** Any approved action with its details, as stored (cash movements included). */
export const overrideDetailsSchema = z.discriminatedUnion('action', [
  ask.discount,
  ask.refund,
  ask.price_change,
  ask.cash_movement,
  ask.return,
]);
export type OverrideDetails = z.infer<typeof overrideDetailsSchema>;

const asked = {
  /** Made by the till, so a resend is the same approval. */
  id: z.uuid(),
  tillId: z.string().min(1, refusal(staffMessages.chooseTill)).max(64),
  approval: managerApprovalSchema,
};

/** POST /api/overrides: a manager approves, with their PIN on this till, one action for whoever is signed in. */
export const createOverrideInputSchema = z.discriminatedUnion('action', [
  ask.discount.extend(asked),
  ask.refund.extend(asked),
  ask.price_change.extend(asked),
  ask.return.extend(asked),
]);
export type CreateOverrideInput = z.infer<typeof createOverrideInputSchema>;

const person = z.object({ id: z.string(), name: z.string() });
const approved = { id: z.string(), approvedBy: person };

/** An approval the till sends with the sale or refund (as overrideId); usable once, for overrideMaxAgeMinutes. */
export const overrideSchema = z.discriminatedUnion('action', [
  ask.discount.extend(approved),
  ask.refund.extend(approved),
  ask.price_change.extend(approved),
  ask.return.extend(approved),
]);
export type Override = z.infer<typeof overrideSchema>;
