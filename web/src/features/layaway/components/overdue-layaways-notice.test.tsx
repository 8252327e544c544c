import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderInLocale } from '@/lib/i18n/render-in-locale';
import { OverdueLayawaysNotice } from './overdue-layaways-notice';

const overdue = {
  count: 2,
  items: [{ id: 'l1', number: 'LAY-0001', customerName: 'Ana', dueDate: '2026-11-03', balanceCents: 2500 }],
};

describe('the overdue layaways notice in each language', () => {
  it.each([
    ['en-US', ['2 layaways are overdue', 'was due 2026-11-03', 'left to pay', 'See all overdue layaways']],
    ['en-GB', ['2 lay-bys are overdue', 'See all overdue lay-bys']],
    ['fr-FR', ['2 mises de côté sont en retard', 'due le 2026-11-03', 'restant à payer']],
    [
      'de-DE',
      ['2 Zurücklegungen sind überfällig', 'fällig am 2026-11-03', 'Alle überfälligen Zurücklegungen anzeigen'],
    ],
  ] as const)('%s counts them and says what each owes', async (locale, words) => {
    const html = await renderInLocale(
      locale,
      <MemoryRouter>
        <OverdueLayawaysNotice overdue={overdue as Parameters<typeof OverdueLayawaysNotice>[0]['overdue']} />
      </MemoryRouter>,
    );
    for (const word of words) expect(html).toContain(word);
  });
});
