import { safeCsvTable } from '@tillwise/core/csv/safe-csv';
import type { CsvTable } from '@tillwise/core/report/report-csv';

/** Saves a table as a CSV file in the browser; papaparse loads only when something is exported. */
export async function downloadCsv(fileName: string, table: CsvTable) {
  const { default: Papa } = await import('papaparse');
  const safe = safeCsvTable(table);
  const csv = Papa.unparse({ fields: safe.fields, data: safe.rows });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the file after this task; revoking at once would hand it an empty download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
