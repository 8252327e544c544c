import type { ParkedSale } from './sale-schemas';

type Searchable = Pick<ParkedSale, 'number' | 'note' | 'itemNames'>;

/**
 * The parked sales a cashier's search finds: every word typed appears in the sale's note, its order number or one
 * of its items' names (any case), so 'blue 3' finds 'Blue jacket, back at 3'. An empty search finds them all.
 */
export function parkedSalesMatching<Sale extends Searchable>(sales: readonly Sale[], search: string): Sale[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...sales];
  return sales.filter((sale) => {
    const texts = [sale.note ?? '', sale.number, ...sale.itemNames].map((text) => text.toLowerCase());
    return words.every((word) => texts.some((text) => text.includes(word)));
  });
}
