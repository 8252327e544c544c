import { describe, expect, it } from 'vitest';
import type { StockTakeLine } from '@tillwise/core/inventory/stock-take-schemas';
import type { AppLocale } from '@tillwise/core/settings/locale';
import { renderInLocale } from '@/lib/i18n/render-in-locale';
import { StockTakeLines } from './stock-take-lines';

const line = {
  productId: 'p1',
  name: 'Blue Mug',
  sku: 'MUG-1',
  soldBy: 'unit',
  counted: 4,
  onHand: 6,
  variance: -2,
  varianceCostCents: -500,
} as StockTakeLine;

describe('the counted products in each language', () => {
  it.each([
    ['en-US', ['Counted', 'On hand', 'Variance', '6 on hand', 'Remove the count of Blue Mug']],
    ['fr-FR', ['Compté', 'En stock', 'Écart', '6 en stock', 'Retirer le comptage de Blue Mug']],
    ['de-DE', ['Gezählt', 'Bestand', 'Differenz', '6 im Bestand', 'Zählung von Blue Mug entfernen']],
  ] as const)('%s names the columns', async (locale: AppLocale, words) => {
    const html = await renderInLocale(locale, <StockTakeLines lines={[line]} onRemove={() => undefined} />);
    for (const word of words) expect(html).toContain(word);
  });
});
