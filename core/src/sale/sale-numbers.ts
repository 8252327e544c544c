/** Orders are numbered ORD-1001, ORD-1002, … in the order they are recorded. */
export const formatOrderNumber = (sequence: number) => `ORD-${sequence}`;

/** Refunds are numbered REF-001, REF-002, … (three digits at least). */
export const formatRefundNumber = (sequence: number) => `REF-${String(sequence).padStart(3, '0')}`;

/** An order number as the till sends it: ORD- and a whole number without leading zeros. */
export const orderNumberPattern = /^ORD-[1-9][0-9]{0,8}$/;

/** A refund number as the till sends it: REF- and at least three digits. */
export const refundNumberPattern = /^REF-[0-9]{3,9}$/;

/** The counter value behind an order number; null unless it is written exactly as formatOrderNumber writes it. */
export function parseOrderNumber(number: string): number | null {
  if (!orderNumberPattern.test(number)) return null;
  return Number(number.slice(4));
}

/** The counter value behind a refund number; null unless it is written exactly as formatRefundNumber writes it. */
export function parseRefundNumber(number: string): number | null {
  if (!refundNumberPattern.test(number)) return null;
  const value = Number(number.slice(4));
  return value > 0 && formatRefundNumber(value) === number ? value : null;
}

/** A counter value as the receipt prints it for that kind of number (a till's number blocks are one or the other). */
export const formatBlockNumber = (kind: 'order' | 'refund', value: number) =>
  kind === 'order' ? formatOrderNumber(value) : formatRefundNumber(value);
