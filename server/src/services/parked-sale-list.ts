import type { ParkedSaleList } from '@tillwise/core/sale/sale-schemas';
import type { Db } from '../db/database';
import * as saleRepository from '../db/repositories/sale-repository';
import * as saleSearchRepository from '../db/repositories/sale-search-repository';
import { toSaleSummary } from './sale-mapper';

/** More than any shop keeps parked at once; the till searches within them as the cashier types. */
export const parkedSalesListed = 200;

/** A store's parked sales, newest first, each with its items' names so the till can find one by what is in it. */
export async function listParkedSales(db: Db, storeId: string): Promise<ParkedSaleList> {
  const { rows } = await saleSearchRepository.searchOrders(db, {
    storeId,
    status: 'parked',
    limit: parkedSalesListed,
    offset: 0,
  });
  const names = await saleRepository.findLineNamesOfOrders(
    db,
    rows.map((row) => row.id),
  );
  const itemNames = new Map<string, string[]>();
  for (const line of names) itemNames.set(line.order_id, [...(itemNames.get(line.order_id) ?? []), line.name]);
  return { items: rows.map((row) => ({ ...toSaleSummary(row), itemNames: itemNames.get(row.id) ?? [] })) };
}
