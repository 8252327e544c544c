import { z } from 'zod';
import { productSchema, updateProductInputSchema } from './catalog-schemas';
import { maxStockQuantityOfAnyUnit } from './sold-by';
import type { OptionValues, ProductOption } from './variants';
import { refusal, say } from '../i18n/core-message';
import type { CoreMessage } from '../i18n/core-message';
import { fieldMessages } from '../i18n/field-messages';
import { variantMessages } from './catalog-messages';

export const maxOptions = 3;
export const maxOptionValues = 30;
export const maxVariants = 100;

const label = (enter: CoreMessage, tooLong: CoreMessage) =>
  z
    .string()
    .trim()
    .min(1, refusal(enter))
    .max(30, refusal(tooLong, { max: 30 }));

/** One way a product varies (Size), with the values it comes in (9 cm, 2 L, 5 L). */
export const productOptionSchema = z.object({
  name: label(variantMessages.enterOptionName, variantMessages.optionNameTooLong),
  values: z
    .array(label(variantMessages.enterValue, variantMessages.valueTooLong))
    .min(1, refusal(variantMessages.giveValue))
    .max(maxOptionValues, refusal(variantMessages.tooManyValues, { max: maxOptionValues }))
    .refine(
      (values) => new Set(values.map((v) => v.toLowerCase())).size === values.length,
      refusal(variantMessages.repeatedValue),
    ),
});
export type { OptionValues, ProductOption } from './variants';

/** One variant as the variants form sends it: new (no id) or one the product has. */
export const variantInputSchema = z.object({
  id: z.string().max(64).optional(),
  values: z.record(z.string().max(30), z.string().max(30)),
  sku: updateProductInputSchema.shape.sku,
  barcode: updateProductInputSchema.shape.barcode,
  priceCents: updateProductInputSchema.shape.priceCents,
  costCents: updateProductInputSchema.shape.costCents,
  /**
   * A new variant's stock on hand at the session's store, in units or thousandths of the unit its product is
   * weighed in (the service holds it to that unit's most); an existing one's stock moves only through the ledger.
   */
  stock: z.coerce
    .number()
    .int(refusal(fieldMessages.wholeNumber))
    .min(0, refusal(fieldMessages.zeroOrMore))
    .max(maxStockQuantityOfAnyUnit, refusal(variantMessages.stockTooLarge))
    .default(0),
  isActive: z.boolean().default(true),
});
export type VariantInput = z.output<typeof variantInputSchema>;

const valueKey = (options: readonly ProductOption[], values: OptionValues) =>
  options.map((option) => (values[option.name] ?? '').toLowerCase()).join('\u0000');

/** A product's options and every variant it is sold as; each variant takes one value of every option, once. */
export const productVariantsInputSchema = z
  .object({
    options: z
      .array(productOptionSchema)
      .min(1, refusal(variantMessages.addOption))
      .max(maxOptions, refusal(variantMessages.tooManyOptions, { max: maxOptions })),
    variants: z
      .array(variantInputSchema)
      .min(1, refusal(variantMessages.addVariant))
      .max(maxVariants, refusal(variantMessages.tooManyVariants, { max: maxVariants })),
  })
  .superRefine((input, ctx) => {
    const names = input.options.map((option) => option.name.toLowerCase());
    if (new Set(names).size !== names.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: say(variantMessages.sameOptionName) });
    const seen = new Map<string, number>();
    const skus = new Map<string, number>();
    input.variants.forEach((variant, index) => {
      for (const option of input.options) {
        const value = variant.values[option.name];
        if (!value || !option.values.some((v) => v.toLowerCase() === value.toLowerCase()))
          ctx.addIssue({
            code: 'custom',
            path: ['variants', index, 'values'],
            message: say(variantMessages.chooseOptionValue, { option: option.name.toLowerCase() }),
          });
      }
      if (Object.keys(variant.values).length !== input.options.length)
        ctx.addIssue({
          code: 'custom',
          path: ['variants', index, 'values'],
          message: say(variantMessages.oneValueEach),
        });
      const key = valueKey(input.options, variant.values);
      const first = seen.get(key);
      if (first !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['variants', index, 'values'],
          message: say(variantMessages.sameAsVariant, { number: first + 1 }),
        });
      else seen.set(key, index);
      const sku = variant.sku.toUpperCase();
      if (skus.has(sku))
        ctx.addIssue({
          code: 'custom',
          path: ['variants', index, 'sku'],
          message: say(variantMessages.skuOfAnotherVariant),
        });
      skus.set(sku, index);
    });
  });
export type ProductVariantsInput = z.output<typeof productVariantsInputSchema>;
export type ProductVariantsFormValues = z.input<typeof productVariantsInputSchema>;

/** A product and its variants, as the API answers them. */
export const productVariantsSchema = z.object({ product: productSchema, variants: z.array(productSchema) });
export type ProductVariants = z.infer<typeof productVariantsSchema>;
