import { discountCapsSchema } from './discount-cap-schemas';
import { describe, expect, it } from 'vitest';
import type { Discount } from '../sale/discount';
import { checkDiscountCap, defaultDiscountCaps, discountCapFor, largestDiscountPercent } from './discount-caps';

const percent = (value: number): Discount => ({ kind: 'percent', percent: value });
const amount = (cents: number): Discount => ({ kind: 'amount', cents });

describe('largestDiscountPercent', () => {
  it.each([
    ['no discount', [{ subtotalCents: 2000 }], null, 0],
    ['a line percent', [{ subtotalCents: 2000, discount: percent(15) }], null, 15],
    ['a line amount, as a percent of that line', [{ subtotalCents: 2000, discount: amount(500) }], null, 25],
    ['an amount above the line is the whole line', [{ subtotalCents: 2000, discount: amount(5000) }], null, 100],
    ['a sale percent', [{ subtotalCents: 2000 }, { subtotalCents: 1000 }], percent(10), 10],
    ['a sale amount, as a percent of the sale', [{ subtotalCents: 2000 }, { subtotalCents: 2000 }], amount(400), 10],
    ['the largest line wins', [{ subtotalCents: 2000, discount: percent(5) }, { subtotalCents: 1000 }], null, 5],
    // 10 % off the line, then 10 % off what is left: 19 % of the line's price in all.
    ['a line and a sale discount add up', [{ subtotalCents: 2000, discount: percent(10) }], percent(10), 19],
    // $5.00 off $15.00 is 33.333… %: rounded up so an approval of the figure shown covers it.
    ['a third rounds up to 33.34', [{ subtotalCents: 1500, discount: amount(500) }], null, 33.34],
    ['an empty cart', [], percent(50), 0],
  ] as const)('%s', (_name, lines, sale, expected) => {
    expect(largestDiscountPercent(lines, sale)).toBe(expected);
  });
});

describe('checkDiscountCap', () => {
  it('allows a discount up to the cap, and names the percent beyond it', () => {
    const lines = [{ subtotalCents: 1999, discount: percent(10) }];
    expect(checkDiscountCap(lines, null, 10)).toEqual({ ok: true, percent: 10 });
    expect(checkDiscountCap(lines, percent(1), 10)).toEqual({ ok: false, percent: 10.9, capPercent: 10 });
    expect(checkDiscountCap([{ subtotalCents: 1999 }], null, 0)).toEqual({ ok: true, percent: 0 });
    expect(checkDiscountCap([{ subtotalCents: 1999 }], amount(1), 0)).toMatchObject({ ok: false, capPercent: 0 });
    expect(checkDiscountCap([{ subtotalCents: 1999 }], percent(100), 100)).toEqual({ ok: true, percent: 100 });
  });
});

describe('discount caps', () => {
  it('default to managers 100 %, cashiers 10 %, inventory 0 %; admins always 100 %', () => {
    expect(discountCapFor(defaultDiscountCaps, 'admin')).toBe(100);
    expect(discountCapFor(defaultDiscountCaps, 'manager')).toBe(100);
    expect(discountCapFor(defaultDiscountCaps, 'cashier')).toBe(10);
    expect(discountCapFor(defaultDiscountCaps, 'inventory')).toBe(0);
    expect(discountCapFor({ ...defaultDiscountCaps, cashier: 25 }, 'cashier')).toBe(25);
  });

  it.each([
    [{ ...defaultDiscountCaps, cashier: 101 }, 'cashier'],
    [{ ...defaultDiscountCaps, cashier: -1 }, 'cashier'],
    [{ ...defaultDiscountCaps, manager: 12.5 }, 'manager'],
    [{ manager: 100, cashier: 10 }, 'inventory'],
    [{ ...defaultDiscountCaps, admin: 50 }, ''],
  ])('refuses %j', (caps, path) => {
    const result = discountCapsSchema.safeParse(caps);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });
});
