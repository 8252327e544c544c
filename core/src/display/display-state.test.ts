import { describe, expect, it } from 'vitest';
import { cartTotals } from '../sale/cart-totals';
import { displayStateSchema, maxDisplayLines } from './display-schemas';
import { displayStateForPayment, displayStateFromCart } from './display-state';

const soil = { name: 'Potting soil', unitPriceCents: 499, quantity: 2, taxRate: 10 };
const trowel = { name: 'Trowel', unitPriceCents: 1_250, quantity: 1, taxRate: 10 };

describe('displayStateFromCart', () => {
  it('shows each line at price × quantity, the subtotal, the tax and the total', () => {
    const lines = [soil, trowel];
    const state = displayStateFromCart({ lines, totals: cartTotals(lines) });
    expect(state).toEqual({
      phase: 'cart',
      lines: [
        { name: 'Potting soil', giftCard: false, quantity: 2, unitPriceCents: 499, weightUnit: null, amountCents: 998 },
        { name: 'Trowel', giftCard: false, quantity: 1, unitPriceCents: 1_250, weightUnit: null, amountCents: 1_250 },
      ],
      subtotalCents: 2_248,
      discountCents: 0,
      taxes: [{ name: null, rate: null, included: false, cents: 225 }],
      totalCents: 2_473,
    });
    expect(displayStateSchema.parse(state)).toEqual(state);
  });

  it('shows the discount, and each tax when there are several', () => {
    const lines = [
      {
        ...trowel,
        taxes: [
          { name: 'State', rate: 5 },
          { name: 'City', rate: 2 },
        ],
      },
    ];
    const state = displayStateFromCart({ lines, totals: cartTotals(lines, { kind: 'amount', cents: 250 }) });
    expect(state).toMatchObject({
      subtotalCents: 1_250,
      discountCents: 250,
      taxes: [
        { name: 'State', rate: 5, included: false, cents: 50 },
        { name: 'City', rate: 2, included: false, cents: 20 },
      ],
      totalCents: 1_070,
    });
  });

  it('with prices that include tax, shows the shelf prices and the tax as included', () => {
    const lines = [{ ...trowel, unitPriceCents: 1_100 }];
    const state = displayStateFromCart({
      lines,
      totals: cartTotals(lines, null, { pricesIncludeTax: true }),
      pricesIncludeTax: true,
    });
    expect(state).toMatchObject({
      lines: [{ amountCents: 1_100 }],
      subtotalCents: 1_100,
      taxes: [{ name: null, rate: null, included: true, cents: 100 }],
      totalCents: 1_100,
    });
  });

  it('sends a weighed line as its weight in thousandths, the price per unit and the unit', () => {
    const cheese = { name: 'Bergkäse', unitPriceCents: 2_490, quantity: 455, soldBy: 'kg' as const, taxRate: 7 };
    const state = displayStateFromCart({ lines: [cheese], totals: cartTotals([cheese]) });
    expect(state.lines).toEqual([
      { name: 'Bergkäse', giftCard: false, quantity: 455, unitPriceCents: 2_490, weightUnit: 'kg', amountCents: 1_133 },
    ]);
    expect(displayStateSchema.parse(state)).toEqual(state);
  });

  it('adds gift cards sold as lines and to what is due', () => {
    const lines = [trowel];
    const state = displayStateFromCart({
      lines,
      totals: cartTotals(lines),
      giftCards: [{ code: 'GC-0001', amountCents: 5_000 }],
    });
    expect(state.lines.at(-1)).toEqual({
      name: 'GC-0001',
      giftCard: true,
      quantity: 1,
      unitPriceCents: 5_000,
      weightUnit: null,
      amountCents: 5_000,
    });
    expect(state.subtotalCents).toBe(6_250);
    expect(state.totalCents).toBe(6_375);
  });

  it('is an empty cart with nothing in it', () => {
    expect(displayStateFromCart({ lines: [], totals: cartTotals([]) })).toEqual({
      phase: 'cart',
      lines: [],
      subtotalCents: 0,
      discountCents: 0,
      taxes: [{ name: null, rate: null, included: false, cents: 0 }],
      totalCents: 0,
    });
  });

  it('keeps within what a display is sent: the newest 200 lines, names cut to 120 characters', () => {
    const lines = Array.from({ length: maxDisplayLines + 5 }, (_, index) => ({
      ...trowel,
      name: `${index} ${'x'.repeat(200)}`,
    }));
    const state = displayStateFromCart({ lines, totals: cartTotals(lines) });
    expect(state.lines).toHaveLength(maxDisplayLines);
    expect(state.lines[0]?.name.startsWith('5 ')).toBe(true);
    expect(state.lines[0]?.name).toHaveLength(120);
    expect(state.lines[0]?.name.endsWith('…')).toBe(true);
    expect(state.totalCents).toBe(cartTotals(lines).totalCents);
    expect(displayStateSchema.safeParse(state).success).toBe(true);
  });
});

describe('displayStateForPayment', () => {
  it.each([
    [2_473, 0, { paidCents: 0, amountDueCents: 2_473, changeCents: 0 }],
    [2_473, 1_000, { paidCents: 1_000, amountDueCents: 1_473, changeCents: 0 }],
    [2_473, 2_473, { paidCents: 2_473, amountDueCents: 0, changeCents: 0 }],
    [2_473, 5_000, { paidCents: 5_000, amountDueCents: 0, changeCents: 2_527 }],
  ])('total %i with %i paid', (totalCents, paidCents, expected) => {
    const state = displayStateForPayment(totalCents, paidCents);
    expect(state).toEqual({ phase: 'payment', totalCents, ...expected });
    expect(displayStateSchema.parse(state)).toEqual(state);
  });
});
