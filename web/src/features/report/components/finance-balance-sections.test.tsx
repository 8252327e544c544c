import { afterEach, describe, expect, it } from 'vitest';
import type { FinanceReport } from '@tillwise/core/report/report-schemas';
import { renderInLocale } from '@/lib/i18n/render-in-locale';
import { setSessionLocale } from '@/lib/session-locale';
import { FinanceBalanceSections } from './finance-balance-sections';

const report = {
  liabilities: {
    giftCardsCents: 5000,
    storeCreditCents: 1250,
    layawayDepositsCents: 2000,
    specialOrderDepositsCents: 0,
  },
  layaways: { depositsCents: 2000, refundsCents: 0, feesCents: 500, completedCents: 0 },
  specialOrders: { depositsCents: 0, refundsCents: 0, completedCents: 0 },
  receivables: { owedCents: 9000, current: 4000, days30: 3000, days60: 2000, days90: 0, customers: 2 },
  cashRounding: { salesCents: 2, refundsCents: -1, netCents: 1 },
} as FinanceReport;

afterEach(() => setSessionLocale('en-US'));

describe('FinanceBalanceSections', () => {
  it('reads as the spec in US English', async () => {
    const html = await renderInLocale('en-US', <FinanceBalanceSections report={report} />);
    expect(html).toContain('Gift Cards &amp; Store Credit');
    expect(html).toContain('Layaway deposit liability');
    expect(html).toContain('90+ days');
    expect(html).toContain('Net rounding');
  });

  it('is in French and German', async () => {
    const fr = await renderInLocale('fr-FR', <FinanceBalanceSections report={report} />);
    expect(fr).toContain('Cartes cadeaux et avoirs');
    expect(fr).toContain('Créances clients');
    expect(fr).toContain('Non échu');
    const de = await renderInLocale('de-DE', <FinanceBalanceSections report={report} />);
    expect(de).toContain('Gutscheine und Guthaben');
    expect(de).toContain('Sonderbestellungen');
    expect(de).toContain('Bargeldrundung');
  });
});
