import { z } from 'zod';
import { refusal } from '../i18n/core-message';
import { fieldMessages } from '../i18n/field-messages';
import { scaleLabelMessages } from './barcode-messages';
import { scaleLabelPrefixes } from './scale-label';
import type { ScaleLabelLayout } from './scale-label';

// Kept apart from the parser so the till's scanning code does not load zod.
/** Settings › Hardware's scale label layout as the API checks it (see ScaleLabelLayout). */
export const scaleLabelLayoutSchema: z.ZodType<ScaleLabelLayout> = z
  .object({
    prefixes: z
      .array(z.enum(scaleLabelPrefixes, refusal(scaleLabelMessages.usePrefix)))
      .min(1, refusal(scaleLabelMessages.choosePrefix))
      .refine((prefixes) => new Set(prefixes).size === prefixes.length, refusal(scaleLabelMessages.prefixOnce)),
    itemDigits: z
      .number(refusal(scaleLabelMessages.enterItemDigits))
      .int(refusal(fieldMessages.wholeNumber))
      .min(3, refusal(scaleLabelMessages.itemDigitsRange))
      .max(7, refusal(scaleLabelMessages.itemDigitsRange)),
    value: z.enum(['weight', 'price'], refusal(scaleLabelMessages.chooseValue)),
    decimals: z
      .number(refusal(scaleLabelMessages.enterDecimals))
      .int(refusal(fieldMessages.wholeNumber))
      .min(0, refusal(fieldMessages.zeroOrMore)),
    valueCheckDigit: z.boolean().optional(),
  })
  .refine((layout) => layout.decimals <= 3, { ...refusal(scaleLabelMessages.decimalsRange), path: ['decimals'] });
