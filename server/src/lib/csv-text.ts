import Papa from 'papaparse';
import { safeCsvTable } from '@tillwise/core/csv/safe-csv';
import type { CsvTable } from '@tillwise/core/report/report-csv';

/** A table as CSV text, safe to open in a spreadsheet: every file the server writes or sends goes through this. */
export function csvText(table: CsvTable): string {
  const safe = safeCsvTable(table);
  return Papa.unparse({ fields: safe.fields, data: safe.rows });
}
