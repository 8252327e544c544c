import { z } from 'zod';
import { productSchema } from '../catalog/catalog-schemas';
import { customerSchema } from '../customer/customer-schemas';
import { searchTextSchema } from '../http/api-error';
import { saleSummarySchema } from '../sale/sale-schemas';
import { refusal } from '../i18n/core-message';
import { searchMessages } from './search-messages';

/** The header search: one text matched against products, orders and customers at once. */
export const searchQuerySchema = z.object({
  q: searchTextSchema(100).min(1, refusal(searchMessages.typeSomething)),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** How many of each kind the header search shows. */
export const searchResultLimit = 5;

/** The best matches of each kind this person may see; a kind they may not see is left empty. */
export const searchResultsSchema = z.object({
  products: z.array(productSchema),
  orders: z.array(saleSummarySchema),
  customers: z.array(customerSchema),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
