/** Orders are numbered ORD-1001, ORD-1002, … in the order they are recorded. */
export const formatOrderNumber = (sequence: number) => `ORD-${sequence}`;

/** Refunds are numbered REF-001, REF-002, … (three digits at least). */
export const formatRefundNumber = (sequence: number) => `REF-${String(sequence).padStart(3, '0')}`;
