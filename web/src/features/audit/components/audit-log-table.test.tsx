import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@tillwise/core/audit/audit-schemas';
import { renderInLocale } from '@/lib/i18n/render-in-locale';
import { AuditLogTable } from './audit-log-table';

const entry: AuditEntry = {
  id: 'a1',
  occurredAt: new Date(2026, 10, 3, 9, 5, 7).toISOString(),
  businessDate: '2026-11-03',
  action: 'refund.recorded',
  actor: { id: 'u1', name: 'Sam Carter' },
  approvedBy: { id: 'u2', name: 'Alex Kim' },
  tillName: 'Till 1',
  subject: null,
  summary: 'ORD-1042 · $45.10 · Card',
  details: {},
};

describe('the audit log in each language', () => {
  it.each([
    ['en-US', ['Time', 'Staff', 'Action', 'Details', 'Till', 'Refund', 'Approved by Alex Kim', 'Nov 03, 09:05:07']],
    ['fr-FR', ['Heure', 'Personnel', 'Action', 'Détails', 'Caisse', 'Remboursement', 'Approuvé par Alex Kim']],
    ['de-DE', ['Zeit', 'Personal', 'Aktion', 'Details', 'Kasse', 'Rückerstattung', 'Genehmigt von Alex Kim']],
  ] as const)(
    '%s names the columns and the action; the summary stays as the server wrote it',
    async (locale, words) => {
      const html = await renderInLocale(locale, <AuditLogTable entries={[entry]} />);
      for (const word of words) expect(html).toContain(word);
      expect(html).toContain('ORD-1042 · $45.10 · Card');
    },
  );
});
