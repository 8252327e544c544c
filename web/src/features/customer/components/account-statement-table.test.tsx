import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AccountEntry, TradeAccount } from '@tillwise/core/account/account-schemas';
import type { AppLocale } from '@tillwise/core/settings/locale';
import { renderInLocale } from '@/lib/i18n/render-in-locale';
import { AccountStatementTable } from './account-statement-table';
import { CustomerSummaryCards } from './customer-summary-cards';

const invoice: AccountEntry = {
  id: 'e1',
  kind: 'invoice',
  amountCents: 12_500,
  balanceAfterCents: 12_500,
  date: '2026-11-02',
  dueDate: '2026-12-02',
  openCents: 2_500,
  orderId: 'o1',
  orderNumber: 'ORD-1001',
  refundNumber: null,
  method: null,
  reference: '',
  at: '2026-11-02T10:00:00.000Z',
  storeName: 'Main Street',
  staffName: 'Sam',
};
const payment: AccountEntry = {
  ...invoice,
  id: 'e2',
  kind: 'payment',
  amountCents: -10_000,
  balanceAfterCents: 2_500,
  date: '2026-11-20',
  dueDate: null,
  openCents: null,
  orderNumber: null,
  method: 'cheque',
  reference: '004512',
};
const statement: TradeAccount['statement'] = {
  from: '2026-11-01',
  to: '2026-11-30',
  openingBalanceCents: 0,
  closingBalanceCents: 2_500,
  entries: [invoice, payment],
  ageing: { current: 2_500, days30: 0, days60: 0, days90: 0 },
};

describe('a trade account statement in each language', () => {
  it.each([
    [
      'en-US',
      ['Opening balance', 'Invoice', 'Due Dec 2, 2026', '$25.00 open', 'Payment', 'Cheque · 004512', 'Nov 30, 2026'],
    ],
    ['fr-FR', ['Solde d’ouverture', 'Facture', 'Échéance 2 déc. 2026', 'restant dû', 'Paiement', 'Chèque · 004512']],
    ['de-DE', ['Anfangssaldo', 'Rechnung', 'Fällig am 2. Dez. 2026', 'offen', 'Zahlung', 'Scheck · 004512']],
  ] as const)('%s', async (locale: AppLocale, words: readonly string[]) => {
    const html = await renderInLocale(locale, <AccountStatementTable statement={statement} />);
    for (const word of words) expect(html).toContain(word);
  });
});

describe('the customer summary in each language', () => {
  const summary = {
    totalCustomers: 12,
    recentCustomers: [{ id: 'c1', name: 'Ada Park' }],
    rewardsThisMonth: 3,
    eligibleForRewards: 2,
  };
  it.each([
    [
      'en-US',
      ['Recent Customers', '1 customer added in the last 7 days: Ada Park.', '12 customers, 2 with enough points'],
    ],
    [
      'fr-FR',
      ['Clients récents', '1 client ajouté ces 7 derniers jours', 'Programme de fidélité', '12 clients, dont 2'],
    ],
    ['de-DE', ['Neue Kunden', '1 Kunde in den letzten 7 Tagen hinzugefügt', 'Treueprogramm', '12 Kunden, davon 2']],
  ] as const)('%s', async (locale: AppLocale, words: readonly string[]) => {
    const html = await renderInLocale(
      locale,
      <MemoryRouter>
        <CustomerSummaryCards summary={summary} onViewAll={() => undefined} />
      </MemoryRouter>,
    );
    for (const word of words) expect(html).toContain(word);
  });
});
