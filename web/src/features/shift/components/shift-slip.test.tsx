import { describe, expect, it } from 'vitest';
import type { AppLocale } from '@tillwise/core/settings/locale';
import { renderInLocale } from '@/lib/i18n/render-in-locale';
import { ShiftSlip } from './shift-slip';
import type { SlipData } from './shift-slip-data';

const slip: SlipData = {
  title: 'Z REPORT Z-0007',
  till: 'Front till',
  businessDate: '2026-11-03',
  opened: 'Nov 03, 2026 09:00 · Ana',
  closed: 'Nov 03, 2026 17:30 · Ana',
  figures: {
    salesCount: 2,
    refundsCount: 1,
    voidsCount: 0,
    noSalesCount: 1,
    grossSalesCents: 5000,
    discountsCents: 0,
    refundsCents: 1000,
    netSalesCents: 4000,
    taxCents: 400,
    salesTotalCents: 5500,
    netTakingsCents: 4400,
    taxByRate: [],
    tenders: [{ method: 'cash', count: 3, salesCents: 5500, refundsCents: 1100, netCents: 4400 }],
    accountPayments: [],
    layawayDeposits: [{ method: 'card', count: 1, amountCents: 2000 }],
    layawayRefunds: [{ method: 'cash', count: 2, amountCents: 500 }],
    specialOrderDeposits: [],
    specialOrderRefunds: [],
    drawer: {
      openingFloatCents: 15000,
      cashSalesCents: 5500,
      cashRefundsCents: 1100,
      payInsCents: 0,
      payOutsCents: 0,
      dropsCents: 0,
      accountPaymentsCents: 0,
      layawayCashCents: 0,
      specialOrderCashCents: 0,
      expectedCents: 19400,
    },
  },
  close: {
    countedCents: 19300,
    overShortCents: -100,
    reason: null,
    recountedBy: null,
    floatLeftCents: 15000,
    depositCents: 4300,
  } as SlipData['close'],
  parkedSales: [],
  grandTotalCents: 5500,
  hash: null,
  approval: null,
};

describe('the X and Z slip in each language', () => {
  it.each([
    ['en-US', ['SALES', 'Gross sales, before discounts and tax (2 sales)', 'Refunded cash (2 cancellations)', 'Short']],
    ['fr-FR', ['VENTES', 'Ventes brutes, avant remises et taxes (2 ventes)', 'Remboursé en espèces', 'Manque de']],
    ['de-DE', ['VERKÄUFE', 'Bruttoumsatz, vor Rabatten und Steuern (2 Verkäufe)', 'Bar erstattet', 'Fehlbetrag']],
  ] as const)('%s names the figures and the drawer', async (locale: AppLocale, words) => {
    const html = await renderInLocale(locale, <ShiftSlip slip={slip} />);
    for (const word of words) expect(html).toContain(word);
  });
});
