import type { CsvTable } from '../report/report-csv';
import { auditActionLabels } from './audit-schemas';
import type { AuditEntry } from './audit-schemas';

/** The audit log as a spreadsheet: one row per entry, its details as JSON in the last column. */
export function auditCsv(entries: readonly AuditEntry[]): CsvTable {
  return {
    fields: ['Time', 'Business Date', 'Action', 'Staff', 'Approved By', 'Till', 'Summary', 'Details'],
    rows: entries.map((entry) => [
      entry.occurredAt,
      entry.businessDate,
      auditActionLabels[entry.action],
      entry.actor.name,
      entry.approvedBy?.name ?? '',
      entry.tillName ?? '',
      entry.summary,
      JSON.stringify(entry.details),
    ]),
  };
}
