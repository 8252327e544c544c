import { journalQuerySchema } from '@tillwise/core/accounting/journal-schemas';
import type { JournalFormat } from '@tillwise/core/accounting/journal-schemas';
import type { ReportQuery } from '@tillwise/core/report/report-schemas';
import { withQuery } from '@/lib/api-client';

// The journal is a file the browser downloads by following a link (with the session's cookie), as the audit log's
// export is: no fetcher, no cache.

/** The link that downloads the range's journal in the format, of the report's store (or the chain). */
export const journalExportUrl = (query: ReportQuery, format: JournalFormat) =>
  withQuery('/api/reports/journal', { from: query.from, to: query.to, store: query.store, format });

/** Why the server would refuse this export (a range over 366 days), in its own words; null when it would not. */
export function journalExportRefusal(query: ReportQuery, format: JournalFormat): string | null {
  const parsed = journalQuerySchema.safeParse({ ...query, format });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'This range cannot be exported');
}
