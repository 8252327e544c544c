import { describe, expect, it } from 'vitest';
import type { AppLocale } from '@tillwise/core/settings/locale';
import { renderInLocale } from '@/lib/i18n/render-in-locale';
import { OrdersFilters } from './orders-filters';
import { OrdersOverview } from './orders-overview';
import { SaleStatusBadge } from './sale-status-badge';

const noop = () => undefined;
const overview = {
  recent: [],
  pending: { count: 2, changeFromYesterday: 1 },
  processing: { count: 0, changeFromYesterday: -3 },
};

const ordersScreen = (locale: AppLocale) =>
  renderInLocale(
    locale,
    <>
      <OrdersOverview overview={overview} onViewAll={noop} onViewPending={noop} onViewProcessing={noop} onOpen={noop} />
      <OrdersFilters filters={{}} onChange={noop} onExport={noop} />
      <SaleStatusBadge status="partially_refunded" />
    </>,
  );

describe('the orders screen in each language', () => {
  it.each([
    [
      'en-US',
      ['Recent Orders', 'View All Orders', '+1 from yesterday', 'Partly refunded', 'partly refunded', 'Export'],
    ],
    [
      'fr-FR',
      ['Commandes récentes', '+1 par rapport à hier', 'Moyen de paiement', 'Espèces', 'partiellement remboursée'],
    ],
    ['de-DE', ['Letzte Bestellungen', '-3 gegenüber gestern', 'Zahlungsart', 'Bar', 'teilweise rückerstattet']],
  ] as const)('%s names the figures, the filters and the statuses', async (locale, words) => {
    const html = await ordersScreen(locale);
    for (const word of words) expect(html).toContain(word);
  });
});
