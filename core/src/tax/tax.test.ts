import { describe, expect, it } from 'vitest';
import { sumTaxes, taxesOn } from './tax';

describe('taxes on an amount', () => {
  it('adds each tax on top of a price without tax, rounded on its own', () => {
    // $10.00 with 6.25 % state and 2.5 % city tax: 62.5 → 63 and 25.
    expect(
      taxesOn(
        1000,
        [
          { name: 'State', rate: 6.25 },
          { name: 'City', rate: 2.5 },
        ],
        false,
      ),
    ).toEqual({
      netCents: 1000,
      taxCents: 88,
      grossCents: 1088,
      taxes: [
        { name: 'State', rate: 6.25, taxCents: 63 },
        { name: 'City', rate: 2.5, taxCents: 25 },
      ],
    });
  });

  it('works VAT out of a price that includes it', () => {
    // £12.00 with 20 % VAT included: net 10.00, VAT 2.00.
    expect(taxesOn(1200, [{ name: 'VAT', rate: 20 }], true)).toEqual({
      netCents: 1000,
      taxCents: 200,
      grossCents: 1200,
      taxes: [{ name: 'VAT', rate: 20, taxCents: 200 }],
    });
  });

  // Odoo needed a 2025 fix for this case: rounding each included tax on its own gives 22.83 + 5.02 + 2.28 = 30.13.
  it.each([
    [3014, 2283, 503, 228],
    [3015, 2284, 503, 228],
  ])('keeps %i with 22 %% + 10 %% included to the cent', (gross, net, tax22, tax10) => {
    const taxed = taxesOn(
      gross,
      [
        { name: 'VAT', rate: 22 },
        { name: 'Levy', rate: 10 },
      ],
      true,
    );
    expect(taxed.netCents).toBe(net);
    expect(taxed.taxes.map((tax) => tax.taxCents)).toEqual([tax22, tax10]);
    expect(taxed.netCents + tax22 + tax10).toBe(gross);
  });

  it('charges nothing at a zero rate, included or not', () => {
    expect(taxesOn(999, [{ name: 'Tax', rate: 0 }], true)).toMatchObject({ netCents: 999, taxCents: 0 });
    expect(taxesOn(999, [{ name: 'Tax', rate: 0 }], false)).toMatchObject({ netCents: 999, taxCents: 0 });
  });

  it('adds the same tax over lines once per name and rate', () => {
    expect(
      sumTaxes([
        [{ name: 'State', rate: 6.25, taxCents: 63 }],
        [
          { name: 'State', rate: 6.25, taxCents: 10 },
          { name: 'City', rate: 2.5, taxCents: 4 },
        ],
      ]),
    ).toEqual([
      { name: 'State', rate: 6.25, taxCents: 73 },
      { name: 'City', rate: 2.5, taxCents: 4 },
    ]);
  });
});
