import { z } from 'zod';
import { fieldMessages } from '../i18n/field-messages';
import { typedDecimal } from '../i18n/typed-decimal';
import { refusal, typedAmount } from '../i18n/core-message';
import { catalogMessages } from './catalog-messages';
import { maxStockQuantity, maxStockQuantityOfAnyUnit, parseQuantity, quantityHint, soldByOptions } from './sold-by';
import type { SoldBy } from './sold-by';
import { productImageSizes } from './product-image';
import { pageOf, pageQuerySchema, searchTextSchema } from '../http/api-error';
import { usMoneyFormat } from '../money/money-format';
import type { MoneyFormat } from '../money/money-format';
import { parseAmount } from '../money/parse-amount';
import type { AmountLimits } from '../money/parse-amount';

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string().nullable(),
  icon: z.string(),
  /** An inactive category keeps its products but is offered nowhere new: no till chip, no choice for a new product. */
  isActive: z.boolean(),
});
export type Category = z.infer<typeof categorySchema>;

export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string(),
  barcode: z.string().nullable(),
  /** The price at the session's store: its own price when it has one, otherwise the chain's. */
  priceCents: z.number().int(),
  /** The chain's price, which every store without its own price charges. */
  chainPriceCents: z.number().int(),
  /** The session store's own price, or null when it charges the chain's. */
  storePriceCents: z.number().int().nullable(),
  costCents: z.number().int().nullable(),
  /** Tax rate in percent, e.g. 20 or 8.25. */
  taxRate: z.number(),
  categoryId: z.string(),
  image: z.string().nullable(),
  /** On hand at the session's store. */
  stock: z.number().int(),
  /** Put by for customers (open layaways, special orders ready to collect) at the session's store (out of `stock`,
   * not sellable); in lists only. */
  reserved: z.number().int().optional(),
  reorderLevel: z.number().int().nullable(),
  description: z.string(),
  supplier: z.string(),
  isActive: z.boolean(),
  /** Sold by the unit, or by weight with priceCents per kg, lb, oz or g (its stock then counts thousandths of it). */
  soldBy: z.enum(soldByOptions),
  /** The product this is a variant of; null (or absent) for a product sold as it is, or a parent. */
  parentId: z.string().nullish(),
  /** A parent's options ([{ name, values }]): the till asks which variant; a parent is never sold itself. */
  options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })).nullish(),
  /** A variant's value of each option. */
  optionValues: z.record(z.string(), z.string()).nullish(),
});
export type Product = z.infer<typeof productSchema>;

export const productListQuerySchema = pageQuerySchema.extend({
  q: searchTextSchema(100).optional(),
  categoryId: z.string().max(64).optional(),
  /** The till asks for products on sale only; the back office sees every product. */
  active: z.stringbool().optional(),
  /** The variants of one product. Without it, variants are listed only when searching; their parent stands for them. */
  parentId: z.string().max(64).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productPageSchema = pageOf(productSchema);
export type ProductPage = z.infer<typeof productPageSchema>;

/** A scanned or typed code: an exact barcode or SKU. */
export const productLookupQuerySchema = z.object({
  code: z.string().trim().min(1, refusal(catalogMessages.enterCode)).max(64),
});

/** A tax rate in percent, 0 to 100, to the hundredth. */
const taxRatePercent = () =>
  z
    .number(refusal(catalogMessages.enterTaxRate))
    .min(0, refusal(catalogMessages.taxRange))
    .max(100, refusal(catalogMessages.taxRange))
    .multipleOf(0.01, refusal(fieldMessages.twoDecimals));

const optionalText = (max: number) => z.string().trim().max(max).default('');
const optionalCode = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullish()
    .transform((value) => value ?? null);

/** The fields a product form edits, apart from money (cents here, dollars in the form) and stock. */
const productFieldsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, refusal(catalogMessages.enterName))
    .max(120, refusal(catalogMessages.nameTooLong, { max: 120 })),
  sku: z
    .string()
    .trim()
    .min(1, refusal(catalogMessages.enterSku))
    .max(40, refusal(catalogMessages.skuTooLong, { max: 40 }))
    .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, refusal(catalogMessages.skuCharacters)),
  barcode: optionalCode(64).refine(
    (value) => value === null || /^[0-9A-Za-z-]+$/.test(value),
    refusal(catalogMessages.barcodeCharacters),
  ),
  taxRate: typedDecimal(taxRatePercent()),
  categoryId: z.string().trim().min(1, refusal(catalogMessages.chooseCategory)).max(64),
  image: z
    .string()
    .trim()
    .max(300)
    .nullish()
    .transform((value) => value || null),
  /** Units, or thousandths of the unit of a product sold by weight (0.450 lb is 450). */
  reorderLevel: typedDecimal(
    z
      .number(refusal(fieldMessages.enterWholeNumber))
      .int(refusal(fieldMessages.wholeNumber))
      .min(0, refusal(fieldMessages.zeroOrMore))
      .max(maxStockQuantityOfAnyUnit)
      .nullish(),
  ).transform((value) => value ?? null),
  description: optionalText(2000),
  supplier: optionalText(120),
  isActive: z.boolean().default(true),
  soldBy: z.enum(soldByOptions, refusal(catalogMessages.chooseSoldBy)).default('unit'),
});

const centsSchema = z
  .number()
  .int()
  .min(0, refusal(fieldMessages.zeroOrMore))
  .max(100_000_000, refusal(fieldMessages.amountTooLarge));

/** What the API takes to change a product. Stock is not here: it changes only through the stock ledger. */
export const updateProductInputSchema = productFieldsSchema.extend({
  /** The chain's price. */
  priceCents: centsSchema,
  costCents: centsSchema.nullish().transform((value) => value ?? null),
  /** The session store's own price: a number sets it, null removes it, absent leaves it as it is. */
  storePriceCents: centsSchema.nullable().optional(),
});
export type UpdateProductInput = z.output<typeof updateProductInputSchema>;

/**
 * What the API takes to add a product: its fields and the stock on hand (the ledger's first movement), in units or
 * thousandths of the unit it is weighed in.
 */
export const createProductInputSchema = updateProductInputSchema.extend({
  stock: typedDecimal(
    z
      .number(refusal(catalogMessages.enterStockOnHand))
      .int(refusal(fieldMessages.wholeNumber))
      .min(0, refusal(fieldMessages.zeroOrMore))
      .max(maxStockQuantityOfAnyUnit),
  ),
});
export type CreateProductInput = z.output<typeof createProductInputSchema>;

/** A product's price or cost as typed: at most 7 digits before the decimal mark (9,999,999.99). */
export const productAmountLimits: AmountLimits = { maxIntegerDigits: 7 };

const amountText = (required: boolean, format: MoneyFormat) =>
  z
    .string()
    .trim()
    .refine(
      (text) => (text === '' ? !required : parseAmount(text, format, productAmountLimits) !== null),
      required
        ? refusal(catalogMessages.enterPrice, { example: typedAmount(1299) })
        : refusal(catalogMessages.enterAmountOrNothing, { example: typedAmount(750) }),
    );

/**
 * A quantity a person typed in the product's own unit: a whole number of units ('12'), or a weight with up to three
 * decimals ('12', '0.45' lb), as units or thousandths of the unit; null when it is not one, or past the most.
 */
export const parseStockQuantity = (text: string, soldBy: SoldBy, locale?: string): number | null =>
  parseQuantity(text, soldBy, { allowZero: true, max: maxStockQuantity(soldBy), locale });

/**
 * The product form: the same rules, with price and cost typed in the store's money and stock and reorder level in the
 * product's own unit (lb for goods sold by the lb); it yields what the API takes.
 */
export const productFormSchemaFor = (format: MoneyFormat) => {
  const productAmount = (text: string) => parseAmount(text, format, productAmountLimits);
  return productFieldsSchema
    .omit({ reorderLevel: true })
    .extend({
      taxRate: typedDecimal(taxRatePercent(), format.locale),
      price: amountText(true, format),
      cost: amountText(false, format),
      /** This store's own price; empty charges the chain's price. */
      storePrice: amountText(false, format).default(''),
      stock: z.union([z.string(), z.number()]).transform(String),
      reorderLevel: z
        .union([z.string(), z.number()])
        .nullish()
        .transform((value) => (value === null || value === undefined ? '' : String(value))),
    })
    .superRefine((form, context) => {
      if (parseStockQuantity(form.stock.trim() === '' ? '0' : form.stock, form.soldBy, format.locale) === null)
        context.addIssue({ code: 'custom', path: ['stock'], message: quantityHint(form.soldBy, 'stockOnHand') });
      if (form.reorderLevel.trim() !== '' && parseStockQuantity(form.reorderLevel, form.soldBy, format.locale) === null)
        context.addIssue({ code: 'custom', path: ['reorderLevel'], message: quantityHint(form.soldBy, 'level') });
    })
    .transform(({ price, cost, storePrice, stock, reorderLevel, ...fields }) => ({
      ...fields,
      priceCents: productAmount(price) ?? 0,
      costCents: cost === '' ? null : productAmount(cost),
      storePriceCents: storePrice === '' ? null : productAmount(storePrice),
      stock: parseStockQuantity(stock.trim() === '' ? '0' : stock, fields.soldBy, format.locale) ?? 0,
      reorderLevel: reorderLevel.trim() === '' ? null : parseStockQuantity(reorderLevel, fields.soldBy, format.locale),
    }));
};
/** The product form with amounts typed the US way (and the CSV import's rows). */
export const productFormSchema = productFormSchemaFor(usMoneyFormat);
export type ProductFormValues = z.input<typeof productFormSchema>;

export const productImageUploadSchema = z.object({ url: z.string() });
export const productImageParamsSchema = z.object({ name: z.string().max(64) });
export const productImageQuerySchema = z.object({ size: z.enum(productImageSizes).default('full') });
