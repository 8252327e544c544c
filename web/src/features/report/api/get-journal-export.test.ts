import { describe, expect, it } from 'vitest';
import { journalExportRefusal, journalExportUrl } from './get-journal-export';

describe('journal export', () => {
  it("links to the range's journal in the format, with the store when one is chosen", () => {
    expect(journalExportUrl({ from: '2026-03-01', to: '2026-03-31' }, 'xero')).toBe(
      '/api/reports/journal?from=2026-03-01&to=2026-03-31&format=xero',
    );
    expect(journalExportUrl({ from: '2026-03-01', to: '2026-03-31', store: 'all' }, 'quickbooks')).toBe(
      '/api/reports/journal?from=2026-03-01&to=2026-03-31&store=all&format=quickbooks',
    );
  });

  it('says why a range over 366 days cannot be exported, as the server would', () => {
    expect(journalExportRefusal({ from: '2025-01-01', to: '2025-12-31' }, 'generic')).toBeNull();
    expect(journalExportRefusal({ from: '2024-01-01', to: '2025-12-31' }, 'generic')).toBe(
      'Export at most 366 days at a time',
    );
  });
});
