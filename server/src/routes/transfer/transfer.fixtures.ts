import { buildTestApp } from '../../test/build-test-app';

// Two stores for the transfer-*.test.ts files: the demo store and a second one opened for them.

export const secondStore = {
  name: 'Riverside Garden Centre',
  type: 'garden_centre',
  address: '9 River Road',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  taxRate: 8.25,
  taxName: 'Sales Tax',
  timeZone: 'America/Chicago',
};

type Stocked = { id: string; name: string; quantity: number };

/**
 * The demo store and a second store opened beside it, with admin sessions working in each (`atFirst`, `atSecond`),
 * an inventory member's and a cashier's, two products the first store has at least 5 of (`a`, `b`), and the helpers
 * the transfer tests send, receive and count with.
 */
export async function buildTransferApp() {
  const t = await buildTestApp();
  const [atFirst, atSecond, inventory, cashier] = await Promise.all([
    t.signInAs('admin'),
    t.signInAs('admin'),
    t.signInAs('inventory'),
    t.signInAs('cashier'),
  ]);
  const firstStoreId: string = (
    await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: atFirst } })
  ).json().store.id;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/stores',
    headers: { cookie: atFirst },
    payload: secondStore,
  });
  if (created.statusCode !== 201) throw new Error(`creating a store failed: ${created.body}`);
  const secondStoreId: string = created.json().id;
  const switched = await t.app.inject({
    method: 'POST',
    url: '/api/session/store',
    headers: { cookie: atSecond },
    payload: { storeId: secondStoreId },
  });
  if (switched.statusCode !== 200) throw new Error(`switching store failed: ${switched.body}`);
  const stocked = await t.db
    .selectFrom('store_stock')
    .innerJoin('products', 'products.id', 'store_stock.product_id')
    .select(['products.id', 'products.name', 'store_stock.quantity'])
    .where('store_stock.store_id', '=', firstStoreId)
    .where('store_stock.quantity', '>=', 5)
    .orderBy('products.name')
    .limit(2)
    .execute();
  if (stocked.length < 2) throw new Error('the demo store should have two products in stock');
  const [a, b] = stocked as [Stocked, Stocked];

  const send = (payload: object, cookie = atFirst) =>
    t.app.inject({ method: 'POST', url: '/api/transfers', headers: { cookie }, payload });
  const receive = (id: string, cookie = atSecond) =>
    t.app.inject({ method: 'POST', url: `/api/transfers/${id}/receive`, headers: { cookie } });
  const list = (query: string, cookie: string) =>
    t.app.inject({ method: 'GET', url: `/api/transfers?${query}`, headers: { cookie } });

  const stockAt = async (storeId: string, productId: string) =>
    (
      await t.db
        .selectFrom('store_stock')
        .select('quantity')
        .where('store_id', '=', storeId)
        .where('product_id', '=', productId)
        .executeTakeFirstOrThrow()
    ).quantity;
  const ledgerOf = (transferId: string) =>
    t.db
      .selectFrom('stock_movements')
      .select(['store_id', 'product_id', 'quantity_change', 'reason'])
      .where('reference', '=', transferId)
      .orderBy('reason', 'desc')
      .orderBy('product_id')
      .execute();
  const count = async (table: 'stock_transfers' | 'stock_transfer_lines' | 'stock_movements' | 'audit_log') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const writeCounts = async () => ({
    transfers: await count('stock_transfers'),
    lines: await count('stock_transfer_lines'),
    movements: await count('stock_movements'),
    audit: await count('audit_log'),
  });
  const auditOf = (transferId: string) =>
    t.db
      .selectFrom('audit_log')
      .select(['action', 'summary'])
      .where('subject_id', '=', transferId)
      .orderBy('occurred_at')
      .orderBy('action', 'desc')
      .execute();

  return {
    t,
    atFirst,
    atSecond,
    inventory,
    cashier,
    firstStoreId,
    secondStoreId,
    a,
    b,
    send,
    receive,
    list,
    stockAt,
    ledgerOf,
    writeCounts,
    auditOf,
  };
}

export type TransferApp = Awaited<ReturnType<typeof buildTransferApp>>;
