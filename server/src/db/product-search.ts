import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { containsIgnoringCase, contains } from './like';

/** The trigram index needs three characters; shorter searches scan with LIKE. */
const minTrigramLength = 3;

/**
 * Products whose name or SKU contains the text (ignoring case) or whose barcode contains it. Three characters
 * or more are answered from the trigram index (migration 002), shorter text by a scan.
 */
export function productMatches(text: string): RawBuilder<boolean> {
  if ([...text].length < minTrigramLength) {
    return sql<boolean>`(${containsIgnoringCase('products.name', text)} or ${containsIgnoringCase('products.sku', text)} or ${contains('products.barcode', text)})`;
  }
  const phrase = `"${text.replaceAll('"', '""')}"`;
  return sql<boolean>`products.rowid in (select rowid from products_search where products_search match ${phrase})`;
}
