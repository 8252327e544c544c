import { describe, expect, it } from 'vitest';
import type { Category, Product } from '@tillwise/core/catalog/catalog-schemas';
import type { AppLocale } from '@tillwise/core/settings/locale';
import { renderInLocale } from '@/lib/i18n/render-in-locale';
import { ProductTable } from './product-table';

const product = {
  id: 'p1',
  name: 'Blue Mug',
  sku: 'MUG-1',
  categoryId: 'c1',
  priceCents: 1250,
  stock: 2,
  reserved: 1,
  reorderLevel: 5,
  soldBy: 'unit',
  isActive: false,
} as Product;
const categories = [{ id: 'c1', name: 'Kitchen' }] as Category[];

describe('the product list in each language', () => {
  it.each([
    ['en-US', ['Product', 'Price', 'Stock', 'Low Stock', 'Inactive', '1 reserved', 'Edit Blue Mug']],
    ['fr-FR', ['Produit', 'Prix', 'Stock faible', 'Inactif', '1 réservé(s)', 'Modifier Blue Mug']],
    ['de-DE', ['Produkt', 'Preis', 'Bestand', 'Niedriger Bestand', 'Inaktiv', '1 reserviert', 'Blue Mug bearbeiten']],
  ] as const)('%s names the columns and the stock', async (locale: AppLocale, words) => {
    const html = await renderInLocale(
      locale,
      <ProductTable products={[product]} categories={categories} onStock={() => undefined} onEdit={() => undefined} />,
    );
    for (const word of words) expect(html).toContain(word);
    expect(html).toContain('Kitchen');
  });
});
