import { describe, expect, it } from 'vitest';
import type { AppLocale } from '@tillwise/core/settings/locale';
import { renderInLocale } from '@/lib/i18n/render-in-locale';
import { LowStockTable } from './low-stock-table';
import { SummaryCard } from './summary-card';
import { DollarSign } from 'lucide-react';

const products = [
  { id: 'p1', name: 'Hand Trowel', stock: 1, reorderLevel: 5, soldBy: 'unit', status: 'critical' },
] as Parameters<typeof LowStockTable>[0]['products'];

describe('the dashboard’s report pieces in each language', () => {
  it.each([
    ['en-US', ['Reorder level', 'critical', 'from last period', 'Hand Trowel']],
    ['fr-FR', ['Seuil de réapprovisionnement', 'critique', 'par rapport à la période précédente', 'Hand Trowel']],
    ['de-DE', ['Meldebestand', 'kritisch', 'gegenüber dem Vorzeitraum', 'Hand Trowel']],
  ] as const)('%s', async (locale: AppLocale, words: readonly string[]) => {
    const html =
      (await renderInLocale(locale, <LowStockTable products={products} />)) +
      (await renderInLocale(locale, <SummaryCard title="Revenue" icon={DollarSign} value="$10.00" change={12.5} />));
    for (const word of words) expect(html).toContain(word);
  });
});
