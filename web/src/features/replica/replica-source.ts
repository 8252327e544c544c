import type { Category, Product, ProductPage } from '@tillwise/core/catalog/catalog-schemas';
import type { Customer } from '@tillwise/core/customer/customer-schemas';
import { loyaltyPointsFor } from '@tillwise/core/customer/loyalty';
import type { Refund } from '@tillwise/core/refund/refund-schemas';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { keptCategories, ReplicaSync, searchKeptCustomers } from './api/replica-sync';
import { createSearchClient } from './search/search-client';
import type { ProductSearch } from './search/product-index';

/** What the till's product picker searches when the replica is ready: the same questions as GET /api/products. */
export interface ProductSource {
  search(query: ProductSearch): Promise<ProductPage>;
  lookup(code: string): Promise<Product | null>;
  categories(): Promise<Category[]>;
  /** Customers by name, email or phone, from the replica (the till's lookup while offline). */
  customers(text: string, limit: number): Promise<Customer[]>;
  /** A sale the server does not have yet: its stock and points, in the replica now. */
  noteSale(sale: Sale): Promise<void>;
  /** A refund the server does not have yet, of `sale`: stock back on the shelf, points moved. */
  noteRefund(refund: Refund, sale: Sale): Promise<void>;
  replica: ReplicaSync;
}

let current: { storeId: string; source: ProductSource } | null = null;

/**
 * The till's replica for its store, started once per page: the POS loads this module after its first screen, so
 * the sync, IndexedDB and the search worker stay off the till's first load.
 */
export async function openProductSource(storeId: string): Promise<ProductSource> {
  if (current?.storeId === storeId) return current.source;
  current?.source.replica.stop();
  const search = createSearchClient();
  const replica = new ReplicaSync(storeId, search);
  const source: ProductSource = {
    search: (query) => search.search(query),
    lookup: (code) => search.lookup(code),
    categories: async () => (await keptCategories()) ?? [],
    customers: searchKeptCustomers,
    noteSale: (sale) =>
      replica.applyHeld({
        stock: sale.lines.map((line) => ({ productId: line.productId, quantityChange: -line.quantity })),
        points: sale.customer
          ? [{ customerId: sale.customer.id, pointsChange: sale.loyaltyEarned - sale.loyaltyRedeemed }]
          : [],
      }),
    noteRefund: (refund, sale) => {
      const productOf = new Map(sale.lines.map((line) => [line.id, line.productId]));
      const pointsBack = loyaltyPointsFor(
        refund.tenders.filter((t) => t.method === 'loyalty').reduce((sum, t) => sum + t.amountCents, 0),
      );
      return replica.applyHeld({
        stock: refund.lines.map((line) => ({
          productId: productOf.get(line.saleLineId) ?? '',
          quantityChange: line.quantity,
        })),
        points: sale.customer
          ? [{ customerId: sale.customer.id, pointsChange: pointsBack - refund.loyaltyReversed }]
          : [],
      });
    },
    replica,
  };
  current = { storeId, source };
  await replica.start();
  return source;
}
