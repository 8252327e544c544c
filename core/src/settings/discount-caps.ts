import type { Role } from '../staff/permissions';
import { discountOff } from '../sale/discount';
import type { Discount } from '../sale/discount';

/**
 * The most discount each role may give without a manager's approval, in percent of what it comes off. Admins
 * always may give any discount (they are the last to approve one), so they have no cap to set. The till reads
 * this without zod (discount-cap-schemas.ts validates it), to keep its first load small.
 */
export type DiscountCaps = {
  manager: number;
  cashier: number;
  inventory: number;
};
export const discountCapRoles = ['manager', 'cashier', 'inventory'] as const satisfies readonly (keyof DiscountCaps)[];

/** Managers discount freely, cashiers up to 10 % (a loyal customer, a scuffed pot), inventory staff do not sell. */
export const defaultDiscountCaps: DiscountCaps = { manager: 100, cashier: 10, inventory: 0 };

/** The most discount a role may give alone, in percent. */
export function discountCapFor(caps: DiscountCaps, role: Role): number {
  return role === 'admin' ? 100 : caps[role];
}

export interface DiscountedLine {
  /** Price × quantity, before any discount. */
  subtotalCents: number;
  discount?: Discount | null;
}

// Rounded up to hundredths, so the figure shown (and approved) always covers the discount itself.
const hundredthsUp = (percent: number) => Math.max(0, Math.ceil(percent * 100 - 1e-6) / 100);

/**
 * The largest share of any line's price the cart's discounts take off, in percent (rounded up to 0.01): the line's
 * own discount and its part of the whole-sale discount together, so two small discounts cannot add up to a large
 * one. An amount discount counts as the percent it is of what it comes off.
 */
export function largestDiscountPercent(lines: readonly DiscountedLine[], saleDiscount?: Discount | null): number {
  const after = lines.map((line) => line.subtotalCents - discountOff(line.subtotalCents, line.discount));
  const afterTotal = after.reduce((sum, cents) => sum + cents, 0);
  const saleShare = afterTotal > 0 ? discountOff(afterTotal, saleDiscount) / afterTotal : 0;
  const salePercent = saleDiscount?.kind === 'percent' ? saleDiscount.percent / 100 : saleShare;
  let largest = 0;
  lines.forEach((line, index) => {
    if (line.subtotalCents <= 0) return;
    const lineKept =
      line.discount?.kind === 'percent'
        ? 1 - line.discount.percent / 100
        : (after[index] ?? line.subtotalCents) / line.subtotalCents;
    largest = Math.max(largest, 100 * (1 - lineKept * (1 - Math.min(1, salePercent))));
  });
  return hundredthsUp(largest);
}

export type DiscountCapCheck = { ok: true; percent: number } | { ok: false; percent: number; capPercent: number };

/** Whether a cart's discounts stay within a role's cap; beyond it, the percent a manager must approve. */
export function checkDiscountCap(
  lines: readonly DiscountedLine[],
  saleDiscount: Discount | null | undefined,
  capPercent: number,
): DiscountCapCheck {
  const percent = largestDiscountPercent(lines, saleDiscount);
  return percent <= capPercent ? { ok: true, percent } : { ok: false, percent, capPercent };
}
