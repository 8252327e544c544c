import type { Kysely } from 'kysely';
import { supplierKey } from '@tillwise/core/purchasing/supplier-schemas';
import type { Database } from '../../db/schema';
import { mainBranch } from './demo-branches';
import type { DemoBranch } from './demo-branches';
import { demoCategories } from './demo-catalog';
import type { DemoProduct } from './demo-catalog';
import type { DemoEdition } from './demo-edition';
import type { DemoTrade } from './demo-trade';
import { insertInBatches } from './insert-in-batches';
import { daysBefore } from './trading-clock';

/** What a store of the demo chain has on its shelves now: its share of the first store's stock. */
const shelfStock = (branch: DemoBranch, product: DemoProduct) => Math.round(product.finalStock * branch.stockShare);

/**
 * The chain's catalogue (categories, products, suppliers), each store's stock with the opening stock its ledger
 * starts from, and the customers with the points their purchases left them.
 */
export async function insertDemoCatalogue(
  trx: Kysely<Database>,
  { products, suppliers, customers }: DemoEdition,
  trades: readonly DemoTrade[],
  now: Date,
  openedAt: string,
) {
  await insertInBatches(
    trx,
    'categories',
    demoCategories.map((category, index) => ({ ...category, sort_order: index })),
  );
  await insertInBatches(
    trx,
    'products',
    products.map(({ finalStock: _finalStock, popularity: _popularity, ...product }) => ({
      ...product,
      image: null,
      is_active: 1,
      created_at: openedAt,
      updated_at: openedAt,
    })),
  );
  await insertInBatches(
    trx,
    'suppliers',
    suppliers.map((supplier) => ({
      ...supplier,
      name_key: supplierKey(supplier.name),
      created_at: openedAt,
      updated_at: openedAt,
    })),
  );
  await insertInBatches(
    trx,
    'store_stock',
    trades.flatMap(({ branch }) =>
      products.map((product) => ({
        store_id: branch.store.id,
        product_id: product.id,
        quantity: shelfStock(branch, product),
      })),
    ),
  );
  // Each store's ledger opens with what was on its shelves before its 90 days of trade.
  await insertInBatches(
    trx,
    'stock_movements',
    trades.flatMap(({ branch, history }) =>
      products.map((product) => ({
        id:
          branch.store.id === mainBranch.store.id
            ? `opening-${product.id}`
            : `opening-${branch.store.id}-${product.id}`,
        store_id: branch.store.id,
        product_id: product.id,
        quantity_change: shelfStock(branch, product) + (history.netUnitsSold.get(product.id) ?? 0),
        reason: 'initial',
        reference: null,
        note: 'Opening stock',
        user_id: 'user-inventory',
        created_at: openedAt,
      })),
    ),
  );
  const pointsChange = (customerId: string) =>
    trades.reduce((sum, { history }) => sum + (history.pointsChange.get(customerId) ?? 0), 0);
  await insertInBatches(
    trx,
    'customers',
    customers.map(({ addedDaysAgo, openingPoints, shops: _shops, ...customer }) => ({
      ...customer,
      loyalty_points: openingPoints + pointsChange(customer.id),
      created_at: daysBefore(now, addedDaysAgo),
    })),
  );
}
