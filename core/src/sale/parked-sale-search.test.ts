import { describe, expect, it } from 'vitest';
import { parkedSalesMatching } from './parked-sale-search';
import { parkNoteFormSchema, parkSaleInputSchema } from './sale-input-schemas';

const jacket = { number: 'ORD-1041', note: 'Blue jacket, back at 3', itemNames: ['Terracotta Pot 6"'] };
const tomatoes = { number: 'ORD-1052', note: null, itemNames: ["Tomato 'Gardener's Delight'", 'Hand Trowel'] };
const fern = { number: 'ORD-1107', note: 'Mrs Ito – fern', itemNames: ['Boston Fern'] };
const parked = [jacket, tomatoes, fern];

describe('finding a parked sale', () => {
  it.each([
    ['', [jacket, tomatoes, fern]],
    ['   ', [jacket, tomatoes, fern]],
    ['blue', [jacket]],
    ['JACKET', [jacket]],
    ['back at 3', [jacket]],
    ['1052', [tomatoes]],
    ['ord-11', [fern]],
    ['trowel', [tomatoes]],
    ['fern', [fern]],
    ['blue terracotta', [jacket]],
    ['blue trowel', []],
    ['gift card', []],
  ])('%j finds the sales by note, order number or item name', (search, found) => {
    expect(parkedSalesMatching(parked, search)).toEqual(found);
  });

  it('keeps the list in its order and leaves it untouched', () => {
    const found = parkedSalesMatching(parked, 'o');
    expect(found).toEqual(parked);
    expect(found).not.toBe(parked);
  });
});

describe('the name or note a sale is parked under', () => {
  it('is trimmed and may be left empty', () => {
    expect(parkNoteFormSchema.parse({ note: '  Blue jacket, back at 3  ' })).toEqual({
      note: 'Blue jacket, back at 3',
    });
    expect(parkNoteFormSchema.parse({ note: '' })).toEqual({ note: '' });
  });

  it('takes 120 characters and refuses 121, saying so', () => {
    expect(parkNoteFormSchema.safeParse({ note: 'x'.repeat(120) }).success).toBe(true);
    const refused = parkNoteFormSchema.safeParse({ note: 'x'.repeat(121) });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual(['Keep the name or note to 120 characters']);
  });

  it('counts the note without the spaces around it', () => {
    const line = { productId: 'p1', quantity: 1 };
    const input = {
      id: '0b8e7a52-5d7c-4c4e-9f43-5b1f3f6f2a10',
      tillId: 't1',
      lines: [line],
      note: `  ${'x'.repeat(120)}  `,
    };
    const parsed = parkSaleInputSchema.safeParse(input);
    expect(parsed.success && parsed.data.note).toBe('x'.repeat(120));
  });
});
