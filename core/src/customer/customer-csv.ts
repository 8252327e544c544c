import { z } from 'zod';
import { refusal } from '../i18n/core-message';
import { fieldMessages } from '../i18n/field-messages';
import { customerMessages as messages } from './customer-messages';
import { maxImportRows, problemsOf } from '../csv/csv-import';
import type { CsvColumn, ImportProblem } from '../csv/csv-import';
import type { CsvTable } from '../report/report-csv';
import { createCustomerInputSchema } from './customer-schemas';
import type { Customer } from './customer-schemas';

export const customerCsvFields = ['id', 'name', 'email', 'phone', 'address', 'notes', 'loyaltyPoints'] as const;
export type CustomerCsvField = (typeof customerCsvFields)[number];

/** The customer file's columns; an exported file carries each customer's Tillwise ID so it imports back in place. */
export const customerCsvColumns: readonly CsvColumn<CustomerCsvField>[] = [
  { field: 'id', header: 'Tillwise ID', aliases: ['ID', 'Customer ID'] },
  { field: 'name', header: 'Name', required: true, aliases: ['Full name', 'Customer name', 'Customer'] },
  { field: 'email', header: 'Email', aliases: ['Email address', 'E-mail'] },
  { field: 'phone', header: 'Phone', aliases: ['Phone number', 'Mobile', 'Telephone'] },
  { field: 'address', header: 'Address', aliases: ['Street address', 'Address 1', 'Default address'] },
  { field: 'notes', header: 'Notes', aliases: ['Note', 'Comments'] },
  { field: 'loyaltyPoints', header: 'Points', aliases: ['Loyalty points', 'Reward points', 'Points balance'] },
];

export type CustomerCsvRow = Record<CustomerCsvField, string>;

export function customerCsvTable(customers: readonly Customer[]): CsvTable {
  return {
    fields: customerCsvColumns.map((column) => column.header),
    rows: customers.map((customer) => [
      customer.id,
      customer.name,
      customer.email ?? '',
      customer.phone ?? '',
      customer.address ?? '',
      customer.notes ?? '',
      customer.loyaltyPoints,
    ]),
  };
}

export interface CustomerImportRow {
  id: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  notes: string | null;
  /** Opening points for a new customer; an existing customer's points move only by sales. */
  loyaltyPoints: number;
}

const points = z.coerce
  .number(refusal(messages.wholePoints))
  .int(refusal(messages.wholePoints))
  .min(0, refusal(fieldMessages.zeroOrMore))
  .max(10_000_000);

/** Reads one row of a customer file with the Add Customer form's rules. */
export function readCustomerRow(
  raw: CustomerCsvRow,
  rowNumber: number,
): { row: CustomerImportRow; problems: [] } | { row: null; problems: ImportProblem[] } {
  const parsed = createCustomerInputSchema.safeParse(raw);
  const pointsRead = points.safeParse(raw.loyaltyPoints === '' ? '0' : raw.loyaltyPoints);
  const problems: ImportProblem[] = [
    ...(parsed.success ? [] : problemsOf(parsed.error, rowNumber, (path) => path)),
    ...(pointsRead.success ? [] : problemsOf(pointsRead.error, rowNumber, () => 'loyaltyPoints')),
  ];
  if (!parsed.success || !pointsRead.success) return { row: null, problems };
  return {
    row: {
      id: raw.id === '' ? null : raw.id,
      name: parsed.data.name,
      email: parsed.data.email ?? null,
      phone: parsed.data.phone ?? null,
      address: parsed.data.address ?? null,
      notes: parsed.data.notes ?? null,
      loyaltyPoints: pointsRead.data,
    },
    problems: [],
  };
}

export const customerImportInputSchema = z.object({
  rows: z
    .array(z.partialRecord(z.enum(customerCsvFields), z.string().max(5000)))
    .min(1, refusal(messages.fileHasNoRows))
    .max(maxImportRows, refusal(messages.tooManyRows, { max: maxImportRows })),
  dryRun: z.boolean().default(false),
});
export type CustomerImportInput = z.output<typeof customerImportInputSchema>;

export const customerImportResultSchema = z.object({
  dryRun: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type CustomerImportResult = z.infer<typeof customerImportResultSchema>;
