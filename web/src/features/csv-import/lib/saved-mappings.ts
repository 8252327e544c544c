import { headerSignature } from '@tillwise/core/csv/csv-import';
import type { ColumnMapping } from '@tillwise/core/csv/csv-import';

const storageKey = (kind: string) => `tillwise.import-mappings.${kind}.v1`;

function readAll(kind: string): Record<string, ColumnMapping> {
  try {
    return JSON.parse(localStorage.getItem(storageKey(kind)) ?? '{}') as Record<string, ColumnMapping>;
  } catch {
    return {};
  }
}

/** The mapping last used for a file with these headers, if any: the next export from the same system maps itself. */
export function savedMapping(kind: string, headers: readonly string[]): ColumnMapping | null {
  return readAll(kind)[headerSignature(headers)] ?? null;
}

export function saveMapping(kind: string, headers: readonly string[], mapping: ColumnMapping) {
  const all = readAll(kind);
  all[headerSignature(headers)] = mapping;
  localStorage.setItem(storageKey(kind), JSON.stringify(all));
}
