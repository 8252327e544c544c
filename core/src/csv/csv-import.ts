import type { z } from 'zod';
import { say } from '../i18n/core-message';
import { csvMessages } from './csv-messages';

/** A column of an import format: the field it fills, its header in Tillwise's own files, and other names for it. */
export interface CsvColumn<Field extends string = string> {
  field: Field;
  header: string;
  required?: boolean;
  /** Headers other systems' exports use for the same thing (Shopify, Square, Lightspeed, Loyverse…). */
  aliases: readonly string[];
  /** What the column takes, as the import dialog lists it for someone writing a file. */
  help?: string;
}

/** Which column of the file fills each field; null leaves the field empty. */
export type ColumnMapping<Field extends string = string> = Record<Field, number | null>;

/** One refused cell (or row): its 1-based row number in the file (the header is row 1), its column, and why. */
export interface ImportProblem {
  row: number;
  field: string;
  message: string;
}

export const maxImportRows = 100_000;

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9%]/g, '');

/** Guesses the mapping from the file's headers: a header naming a field (or one of its aliases) fills it. */
export function guessMapping<Field extends string>(
  columns: readonly CsvColumn<Field>[],
  headers: readonly string[],
): ColumnMapping<Field> {
  const byName = headers.map(normalise);
  const mapping = {} as ColumnMapping<Field>;
  const taken = new Set<number>();
  for (const column of columns) {
    const names = [column.header, column.field, ...column.aliases].map(normalise);
    const index = byName.findIndex((header, i) => !taken.has(i) && names.includes(header));
    mapping[column.field] = index === -1 ? null : index;
    if (index !== -1) taken.add(index);
  }
  return mapping;
}

/** A mapping's key in storage: the file's headers, so a file of the same shape maps the same way next time. */
export const headerSignature = (headers: readonly string[]) => headers.map(normalise).join('|');

/**
 * A cell as it was meant: spreadsheet-safe exports put an apostrophe before text that starts like a formula
 * (see safe-csv.ts); reading it back takes the apostrophe off again, so export → import changes nothing.
 */
export function importedCell(cell: string | undefined): string {
  const text = (cell ?? '').trim();
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

/** Reads one row of the file through a mapping into a record of the fields' texts. */
export function mappedRow<Field extends string>(mapping: ColumnMapping<Field>, cells: readonly string[]) {
  const row = {} as Record<Field, string>;
  for (const field of Object.keys(mapping) as Field[]) {
    const index = mapping[field];
    row[field] = index === null ? '' : importedCell(cells[index]);
  }
  return row;
}

/** The refusals of a zod parse as import problems, each under the column the path starts with. */
export function problemsOf(error: z.ZodError, row: number, fieldOf: (path: string) => string): ImportProblem[] {
  const seen = new Set<string>();
  return error.issues.flatMap((issue) => {
    const field = fieldOf(String(issue.path[0] ?? ''));
    if (seen.has(field)) return [];
    seen.add(field);
    return [{ row, field, message: issue.message }];
  });
}

/** The problems as a file to download and fix from: row, column, the value given and what is wrong. */
export function problemReport(problems: readonly ImportProblem[], valueOf: (problem: ImportProblem) => string) {
  return {
    fields: ['Row', 'Column', 'Value', 'Problem'],
    rows: problems.map((problem) => [problem.row, problem.field, valueOf(problem), problem.message]),
  };
}

/** "1,000 to add, 12 to update, 3 unchanged" for a check, "1,000 added, 12 updated, 3 unchanged" once imported. */
export function importSummary(result: { dryRun: boolean; created: number; updated: number; unchanged: number }) {
  const { created, updated, unchanged } = result;
  return say(result.dryRun ? csvMessages.wouldImport : csvMessages.imported, { created, updated, unchanged });
}
