/**
 * What was typed off at the till (a line's discount and its share of a whole-sale one), apart from what the sale's
 * promotions took: a line's and a sale's discountCents hold both, and the promotions are named on their own.
 */
export const lineTypedDiscountCents = (line: { discountCents: number; promotionCents: number }) =>
  line.discountCents - line.promotionCents;

/** The typed discounts of the whole sale: its discountCents less what each line's promotions took. */
export const saleTypedDiscountCents = (sale: { discountCents: number; lines: readonly { promotionCents: number }[] }) =>
  sale.discountCents - sale.lines.reduce((sum, line) => sum + line.promotionCents, 0);
