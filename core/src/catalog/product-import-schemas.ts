import { z } from 'zod';
import { maxImportRows } from '../csv/csv-import';
import { refusal } from '../i18n/core-message';
import { importMessages } from './catalog-messages';
import { productCsvFields } from './product-csv';

/** What the import endpoint takes: rows of field texts, as mapped in the browser. */
export const productImportInputSchema = z.object({
  rows: z
    .array(z.partialRecord(z.enum(productCsvFields), z.string().max(5000)))
    .min(1, refusal(importMessages.noRows))
    .max(maxImportRows, refusal(importMessages.tooManyRows, { max: maxImportRows })),
  /** Check everything and report, writing nothing. */
  dryRun: z.boolean().default(false),
  /** A category the file names that the store lacks: made (true), or each such row refused (false). */
  createCategories: z.boolean().default(false),
});
export type ProductImportInput = z.output<typeof productImportInputSchema>;

export const importResultSchema = z.object({
  dryRun: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Categories made (or, in a dry run, that would be made). */
  newCategories: z.array(z.string()),
});
export type ImportResult = z.infer<typeof importResultSchema>;
