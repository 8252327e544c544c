import { z } from 'zod';
import { scaleLabelPrefixes } from './scale-label';
import type { ScaleLabelLayout } from './scale-label';

// Kept apart from the parser so the till's scanning code does not load zod.
/** Settings › Hardware's scale label layout as the API checks it (see ScaleLabelLayout). */
export const scaleLabelLayoutSchema: z.ZodType<ScaleLabelLayout> = z
  .object({
    prefixes: z
      .array(z.enum(scaleLabelPrefixes, { error: 'Use a prefix kept for in-store codes: 02, 04 or 20–29' }))
      .min(1, 'Choose at least one prefix')
      .refine((prefixes) => new Set(prefixes).size === prefixes.length, 'List each prefix once'),
    itemDigits: z
      .number({ error: 'Enter how many digits the item code has' })
      .int('Use a whole number')
      .min(3, 'Item codes have 3 to 7 digits')
      .max(7, 'Item codes have 3 to 7 digits'),
    value: z.enum(['weight', 'price'], { error: 'Choose weight or price' }),
    decimals: z.number({ error: 'Enter the decimals' }).int('Use a whole number').min(0, 'Use 0 or more'),
    valueCheckDigit: z.boolean().optional(),
  })
  .refine((layout) => layout.decimals <= 3, {
    message: 'A weight has at most 3 decimals (grams), a price at most 3 (as many as a currency has)',
    path: ['decimals'],
  });
