import { describe, expect, it } from 'vitest';
import { shownSubtotalCents, shownTaxes } from './shown-taxes';

describe('taxes as a cart or receipt shows them', () => {
  it('lists each tax of a sale carrying several, and one "Tax" row otherwise', () => {
    const state = { name: 'State tax', rate: 6.25, taxCents: 63 };
    const city = { name: 'City tax', rate: 2, taxCents: 20 };
    expect(shownTaxes({ taxes: [state, city], taxCents: 83 })).toEqual([state, city]);
    expect(shownTaxes({ taxes: [state], taxCents: 63 })).toEqual([{ name: 'Tax', rate: null, taxCents: 63 }]);
  });

  it('shows the shelf prices added up when they include tax', () => {
    expect(shownSubtotalCents({ subtotalCents: 1000, taxCents: 200 }, true)).toBe(1200);
    expect(shownSubtotalCents({ subtotalCents: 1000, taxCents: 200 }, false)).toBe(1000);
  });
});
