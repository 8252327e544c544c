import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';

/** `%text%` with LIKE's wildcards in the text escaped, so a search for "50%" means the characters 50%. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Case-insensitive substring match of a column, written so SQLite and PostgreSQL read it the same. */
export function containsIgnoringCase(column: string, text: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) like ${containsPattern(text.toLowerCase())} escape '\\'`;
}

/** Case-sensitive substring match (barcodes are digits). */
export function contains(column: string, text: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} like ${containsPattern(text)} escape '\\'`;
}
