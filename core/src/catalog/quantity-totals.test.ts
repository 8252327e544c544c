import { describe, expect, it } from 'vitest';
import { quantityTotals, quantityTotalsText } from './quantity-totals';

describe('quantityTotals', () => {
  it('adds units to units and each weight to its own unit, never together', () => {
    const totals = quantityTotals([
      { quantity: 3, soldBy: 'unit' },
      { quantity: 2500, soldBy: 'lb' },
      { quantity: 2, soldBy: null },
      { quantity: 750, soldBy: 'kg' },
      { quantity: 250, soldBy: 'lb' },
      { quantity: 1 },
    ]);
    expect(totals).toEqual({
      units: 6,
      weights: [
        { soldBy: 'kg', quantity: 750 },
        { soldBy: 'lb', quantity: 2750 },
      ],
    });
  });

  it('has nothing of a unit no line was weighed in', () => {
    expect(quantityTotals([])).toEqual({ units: 0, weights: [] });
  });
});

describe('quantityTotalsText', () => {
  it.each([
    [[{ quantity: 1 }], {}, '1 unit'],
    [[{ quantity: 12 }], {}, '12 units'],
    [[], {}, '0 units'],
    [[{ quantity: 2500, soldBy: 'lb' as const }], {}, '2.5 lb'],
    [
      [{ quantity: 3 }, { quantity: 750, soldBy: 'kg' as const }, { quantity: 2500, soldBy: 'lb' as const }],
      {},
      '3 units · 0.75 kg · 2.5 lb',
    ],
    [[{ quantity: 2 }, { quantity: -250, soldBy: 'lb' as const }], { signed: true }, '+2 units · -0.25 lb'],
    [[{ quantity: -1 }, { quantity: 1250, soldBy: 'oz' as const }], { signed: true }, '-1 unit · +1.25 oz'],
    [[{ quantity: 0 }, { quantity: 1250, soldBy: 'g' as const }], { signed: true }, '+1.25 g'],
    [
      [
        { quantity: 250, soldBy: 'lb' as const },
        { quantity: -250, soldBy: 'lb' as const },
      ],
      {},
      '0 units',
    ],
  ])('reads %j as %s', (lines, options, text) => {
    expect(quantityTotalsText(quantityTotals(lines), options)).toBe(text);
  });
});
