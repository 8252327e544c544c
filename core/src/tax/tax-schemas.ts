import { z } from 'zod';
import type { StoreTax } from './store-taxes';

/** Most additional taxes a store may set: a state, a county, a city and a district tax is as many as US stores meet. */
export const maxStoreTaxes = 5;

export const storeTaxSchema = z.object({
  name: z.string().trim().min(1, 'Name the tax').max(40, 'Keep the name under 40 characters'),
  rate: z
    .number({ error: 'Enter a rate' })
    .gt(0, 'Enter a rate above 0')
    .max(100, 'The rate is 0 to 100')
    .multipleOf(0.01, 'Use at most two decimals'),
  categoryIds: z.array(z.string().min(1).max(64)).max(100).default([]),
}) satisfies z.ZodType<StoreTax, unknown>;

export const storeTaxesSchema = z
  .array(storeTaxSchema)
  .max(maxStoreTaxes, `Add at most ${maxStoreTaxes} additional taxes`)
  .refine((taxes) => new Set(taxes.map((tax) => tax.name.toLowerCase())).size === taxes.length, {
    message: 'Give each tax its own name',
  });
