import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import type { DialectName } from './dialect';
import { containsIgnoringCase, contains } from './like';

/** The trigram index needs three characters; shorter searches scan with LIKE. */
const minTrigramLength = 3;

/**
 * On PostgreSQL the same LIKE is answered from pg_trgm GIN indexes over lower(name), lower(sku) and lower(barcode)
 * (migration 002), whatever the length.
 *
 * Products whose name or SKU contains the text (ignoring case) or whose barcode contains it. Three characters
 * or more are answered from the trigram index (migration 002), shorter text by a scan.
 */
export function productMatches(text: string, dialect: DialectName = 'sqlite'): RawBuilder<boolean> {
  if (!usesIndex(text) || dialect === 'postgres') {
    return sql<boolean>`(${containsIgnoringCase('products.name', text)} or ${containsIgnoringCase('products.sku', text)} or ${contains('products.barcode', text)})`;
  }
  return sql<boolean>`products.rowid in (select rowid from products_search where products_search match ${phrase(text)})`;
}

const usesIndex = (text: string) => [...text].length >= minTrigramLength;
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * How many products match, counted in the index alone: twice as fast as counting the joined rows, which matters
 * for common words with thousands of matches. Null when the text is too short for the index.
 */
export function countProductMatches(text: string, dialect: DialectName = 'sqlite'): RawBuilder<number> | null {
  if (!usesIndex(text) || dialect === 'postgres') return null;
  return sql<number>`(select count(*) from products_search where products_search match ${phrase(text)})`;
}
