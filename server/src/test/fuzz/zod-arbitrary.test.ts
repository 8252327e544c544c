import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { refundInputSchema } from '@tillwise/core/refund/refund-schemas';
import { saleListQuerySchema } from '@tillwise/core/sale/sale-schemas';
import { completeSaleInputSchema } from '@tillwise/core/sale/sale-input-schemas';
import { arbitraryFor } from './zod-arbitrary';

const sample = (schema: z.ZodType, nastiness: number) =>
  fc.sample(arbitraryFor(schema, { nastiness }), { seed: 7, numRuns: 300 });

const kinds = z.strictObject({
  text: z.string().trim().min(2).max(10),
  code: z.string().regex(/^[A-Z]{3}-\d{2}$/),
  id: z.uuid(),
  email: z.email(),
  day: z.iso.date(),
  count: z.number().int().min(-5).max(5),
  price: z.number().positive().multipleOf(0.01).max(100),
  big: z.number().int(),
  flag: z.boolean(),
  choice: z.enum(['a', 'b']),
  width: z.union([z.literal(58), z.literal(80)]),
  discount: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('percent'), percent: z.number().gt(0).max(100) }),
    z.object({ kind: z.literal('amount'), cents: z.number().int().positive() }),
  ]),
  lines: z
    .array(z.object({ quantity: z.number().int().min(1) }))
    .min(1)
    .max(3),
  note: z.string().max(5).nullish(),
  label: z.string().default(''),
  active: z.stringbool().optional(),
  typed: z.preprocess((value) => (typeof value === 'string' ? Number(value) : value), z.number().int().min(0)),
  lower: z.email().transform((value) => value.toLowerCase()),
  tags: z.record(z.string(), z.number()),
});

describe('arbitraryFor', () => {
  it.each([
    ['every kind of schema a route uses', kinds],
    ['a sale', completeSaleInputSchema],
    ['a refund', refundInputSchema],
    ['the order list query', saleListQuerySchema],
  ])('without nastiness, makes only values %s takes', (_name, schema) => {
    for (const value of sample(schema, 0)) expect(schema.safeParse(value).error).toBeUndefined();
  });

  it('reaches the edges a schema allows: the largest safe integer when it sets no bound', () => {
    const values = sample(z.object({ big: z.number().int() }), 0) as { big: number }[];
    expect(values.map((value) => value.big)).toContain(Number.MAX_SAFE_INTEGER);
  });

  it('with nastiness, puts values the schema refuses in place of some parts, but not all', () => {
    // A refund: a sale (with its offline fields) has so many parts that nearly every one gets a bad one.
    const results = sample(refundInputSchema, 0.1).map((value) => refundInputSchema.safeParse(value));
    const refused = results.filter((result) => !result.success).length;
    expect(refused).toBeGreaterThan(results.length / 4);
    expect(refused).toBeLessThan(results.length);
  });

  it('draws known values for a field by its key', () => {
    const values = fc.sample(
      arbitraryFor(z.object({ productId: z.string() }), { nastiness: 0, known: () => ['prod-1'] }),
      { seed: 7, numRuns: 100 },
    ) as { productId: string }[];
    expect(values.filter((value) => value.productId === 'prod-1').length).toBeGreaterThan(50);
  });
});
