import type { CsvTable } from '../report/report-csv';

// A spreadsheet runs a cell starting with = + - @ (or a tab or carriage return before one) as a formula: a
// customer named "=HYPERLINK(…)" must not become a link in the owner's Excel. Plain numbers such as "-12.50" are
// left alone so the figures stay figures.
const formulaStart = /^[=+\-@\t\r]/;
const plainNumber = /^[-+]?\d+(\.\d+)?$/;

/** A cell a spreadsheet shows as the text it is: formula-like text gets a leading apostrophe. */
export function safeCsvCell(value: string | number): string | number {
  if (typeof value !== 'string' || !formulaStart.test(value) || plainNumber.test(value)) return value;
  return `'${value}`;
}

/** The table with every cell made safe to open in a spreadsheet; every CSV Tillwise writes goes through this. */
export function safeCsvTable(table: CsvTable): CsvTable {
  return {
    fields: table.fields.map((field) => String(safeCsvCell(field))),
    rows: table.rows.map((row) => row.map(safeCsvCell)),
  };
}
