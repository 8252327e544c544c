import { describe, expect, it } from 'vitest';
import {
  createTransferInputSchema,
  formatTransferNumber,
  transferFormSchema,
  transferFormSchemaFor,
  transferListQuerySchema,
} from './transfer-schemas';

const errorsOf = (input: unknown) => {
  const result = createTransferInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};
const line = (productId: string, quantity: unknown = 1) => ({ productId, quantity });

describe('createTransferInputSchema', () => {
  it('accepts a transfer of several products, trimming the note and defaulting it to empty', () => {
    const parsed = createTransferInputSchema.parse({
      toStoreId: 'store-2',
      note: '  Van on Tuesday ',
      lines: [line('p1', 3), line('p2', '12')],
    });
    expect(parsed).toEqual({
      toStoreId: 'store-2',
      note: 'Van on Tuesday',
      lines: [
        { productId: 'p1', quantity: 3 },
        { productId: 'p2', quantity: 12 },
      ],
    });
    expect(createTransferInputSchema.parse({ toStoreId: 's', lines: [line('p1')] }).note).toBe('');
  });

  it('accepts 200 lines and refuses 201', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, index) => line(`p${index}`));
    expect(errorsOf({ toStoreId: 's', lines: lines(200) })).toEqual([]);
    expect(errorsOf({ toStoreId: 's', lines: lines(201) })).toEqual(['lines: At most 200 products a transfer']);
  });

  it.each([
    [{ toStoreId: '', lines: [line('p1')] }, 'toStoreId: Choose a store'],
    [{ toStoreId: 's', lines: [] }, 'lines: Add at least one product'],
    [{ toStoreId: 's', lines: [line('p1', 0)] }, 'lines.0.quantity: Send at least 1'],
    [{ toStoreId: 's', lines: [line('p1', -2)] }, 'lines.0.quantity: Send at least 1'],
    [{ toStoreId: 's', lines: [line('p1', 1.5)] }, 'lines.0.quantity: Use a whole number'],
    [{ toStoreId: 's', lines: [line('p1', '')] }, 'lines.0.quantity: Send at least 1'],
    [{ toStoreId: 's', lines: [line('p1', 'ten')] }, 'lines.0.quantity: Enter a quantity'],
    [{ toStoreId: 's', lines: [line('')] }, 'lines.0.productId: Choose a product'],
    [{ toStoreId: 's', lines: [line('p1'), line('p2'), line('p1')] }, 'lines.2.productId: Already on this transfer'],
    [{ toStoreId: 's', note: 'x'.repeat(501), lines: [line('p1')] }, 'note: Keep the note under 500 characters'],
  ])('refuses %j', (input, message) => {
    expect(errorsOf(input)).toContain(message);
  });
});

describe('transferListQuerySchema', () => {
  it('lists both directions of every status by default, and refuses an unknown direction', () => {
    expect(transferListQuerySchema.parse({})).toEqual({ direction: 'all', page: 1, pageSize: 24 });
    expect(transferListQuerySchema.parse({ direction: 'incoming', status: 'in_transit' })).toMatchObject({
      direction: 'incoming',
      status: 'in_transit',
    });
    expect(transferListQuerySchema.safeParse({ direction: 'sideways' }).success).toBe(false);
  });
});

describe('formatTransferNumber', () => {
  it.each([
    [1, 'TRF-0001'],
    [42, 'TRF-0042'],
    [12345, 'TRF-12345'],
  ])('numbers transfer %i as %s', (sequence, number) => {
    expect(formatTransferNumber(sequence)).toBe(number);
  });
});

describe('transferFormSchema', () => {
  it('reads 0,75 kg where the person writes a decimal comma, and refuses it where they do not', () => {
    const lines = [{ productId: 'p2', soldBy: 'kg', quantity: '0,75' }];
    const typed = { toStoreId: 'store-2', note: '', lines };
    expect(transferFormSchemaFor('de-DE').parse(typed).lines).toEqual([{ productId: 'p2', quantity: 750 }]);
    expect(transferFormSchemaFor('en-US').safeParse(typed).success).toBe(false);
  });

  const form = (lines: { productId: string; soldBy: 'unit' | 'kg' | 'lb'; quantity: string }[]) =>
    transferFormSchema.safeParse({ toStoreId: 'store-2', note: '', lines });

  it('reads each quantity in its product’s own unit: units whole, a weight into thousandths', () => {
    expect(
      form([
        { productId: 'p1', soldBy: 'unit', quantity: '3' },
        { productId: 'p2', soldBy: 'kg', quantity: '0.75' },
      ]).data,
    ).toEqual({
      toStoreId: 'store-2',
      note: '',
      lines: [
        { productId: 'p1', quantity: 3 },
        { productId: 'p2', quantity: 750 },
      ],
    });
  });

  it('says on the line what to type', () => {
    const issues = form([
      { productId: 'p1', soldBy: 'unit', quantity: '1.5' },
      { productId: 'p2', soldBy: 'lb', quantity: '0' },
      { productId: 'p3', soldBy: 'kg', quantity: '1,5' },
    ]).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(issues).toEqual([
      'lines.0.quantity: Enter the quantity as a whole number',
      'lines.1.quantity: Enter a quantity above 0',
      'lines.2.quantity: Enter the quantity in kg, such as 12 or 0.45',
    ]);
  });
});
