import { z } from 'zod';
import { refusal } from '../i18n/core-message';
import { fieldMessages } from '../i18n/field-messages';
import type { StoreTax } from './store-taxes';
import { taxMessages } from './tax-messages';

/** Most additional taxes a store may set: a state, a county, a city and a district tax is as many as US stores meet. */
export const maxStoreTaxes = 5;

export const storeTaxSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, refusal(taxMessages.nameTheTax))
    .max(40, refusal(taxMessages.nameTooLong, { max: 40 })),
  rate: z
    .number(refusal(taxMessages.enterRate))
    .gt(0, refusal(taxMessages.rateAboveZero))
    .max(100, refusal(taxMessages.rateRange))
    .multipleOf(0.01, refusal(fieldMessages.twoDecimals)),
  categoryIds: z.array(z.string().min(1).max(64)).max(100).default([]),
}) satisfies z.ZodType<StoreTax, unknown>;

export const storeTaxesSchema = z
  .array(storeTaxSchema)
  .max(maxStoreTaxes, refusal(taxMessages.tooManyTaxes, { max: maxStoreTaxes }))
  .refine(
    (taxes) => new Set(taxes.map((tax) => tax.name.toLowerCase())).size === taxes.length,
    refusal(taxMessages.ownName),
  );
