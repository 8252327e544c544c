import { z } from 'zod';
import { refusal } from '../i18n/core-message';
import { fieldMessages } from '../i18n/field-messages';
import type { StoreTax } from './store-taxes';
import { typedDecimal } from '../i18n/typed-decimal';
import { taxMessages } from './tax-messages';

/** Most additional taxes a store may set: a state, a county, a city and a district tax is as many as US stores meet. */
export const maxStoreTaxes = 5;

/** An additional tax's rate in percent: above 0, at most 100, to the hundredth. */
const taxRate = () =>
  z
    .number(refusal(taxMessages.enterRate))
    .gt(0, refusal(taxMessages.rateAboveZero))
    .max(100, refusal(taxMessages.rateRange))
    .multipleOf(0.01, refusal(fieldMessages.twoDecimals));

const taxSchemaWith = <R extends z.ZodType<number, unknown>>(rate: R) =>
  z.object({
    name: z
      .string()
      .trim()
      .min(1, refusal(taxMessages.nameTheTax))
      .max(40, refusal(taxMessages.nameTooLong, { max: 40 })),
    rate,
    categoryIds: z.array(z.string().min(1).max(64)).max(100).default([]),
  });

const taxesSchemaWith = <T extends z.ZodType<StoreTax, unknown>>(tax: T) =>
  z
    .array(tax)
    .max(maxStoreTaxes, refusal(taxMessages.tooManyTaxes, { max: maxStoreTaxes }))
    .refine(
      (taxes) => new Set(taxes.map((tax) => tax.name.toLowerCase())).size === taxes.length,
      refusal(taxMessages.ownName),
    );

export const storeTaxSchema = taxSchemaWith(taxRate()) satisfies z.ZodType<StoreTax, unknown>;

export const storeTaxesSchema = taxesSchemaWith(storeTaxSchema);

/** The same, as Settings' form holds them: each rate as the person typed it, in their way ('1,5' in German). */
export const storeTaxesFormSchema = (locale: string) => taxesSchemaWith(taxSchemaWith(typedDecimal(taxRate(), locale)));
