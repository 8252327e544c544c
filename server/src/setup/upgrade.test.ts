import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { migrateToLatest, pendingMigrations } from '../db/database';
import type { Db } from '../db/database';
import { gramsToPoundThousandths } from '../db/migrations/030-weights-in-product-units';
import { countRowsOf, listTables } from '../test/every-table';
import { schemaOf } from '../test/schema-shape';
import { createSeededTestDatabase } from '../test/test-database';
import {
  allUpgradeFixtures,
  fixtureMigrationNumber,
  latestMigrationNumber,
  loadFixture,
  migrationAfterFixture,
  upgradeFixtures,
  waitingUpgradeFixtures,
} from '../test/upgrade-fixture';

// A store that traded on an earlier release installs this one. Its database, written by that release's own server
// (the demo store, then a day's trading through its API: sales in cash, by card, split, with promotions and a
// coupon, a gift card sold and spent, store credit, a refund, a return, an offline sale and a held one, a shift
// closed, a purchase order, a transfer, a stock take…; scripts/write-upgrade-fixture.sh), is taken through today's
// migrations. Every row and every running total must survive, its schema must be the one a new store gets, and
// the app must serve the store and sell in it. On SQLite, and on PostgreSQL from the same release's pg_dump.

const fixtures = upgradeFixtures();
const weightsInProductUnits = '030-weights-in-product-units';
/** The migrations that add rows (none may remove one), and where: every other table keeps its count exactly. */
const addsRows: Record<string, string[]> = {
  // The demo store's mark, for a store seeded before there was one, and the tills told of it.
  '029-demo-mark': ['store_preferences', 'replica_changes'],
  // The tills told of the stock of goods by the pound, turned into their unit.
  '030-weights-in-product-units': ['replica_changes'],
};

/** The money a store keeps adding up: what an upgrade must never change. */
const moneyTotals = {
  sales: sql<number>`(select coalesce(sum(total_cents), 0) from orders)`,
  refunded: sql<number>`(select coalesce(sum(refunded_cents), 0) from orders)`,
  refunds: sql<number>`(select coalesce(sum(amount_cents), 0) from refunds)`,
  returns: sql<number>`(select coalesce(sum(amount_cents), 0) from returns)`,
  payments: sql<number>`(select coalesce(sum(amount_cents), 0) from payments)`,
  giftCards: sql<number>`(select coalesce(sum(balance_cents), 0) from gift_cards)`,
  storeCredit: sql<number>`(select coalesce(sum(store_credit_cents), 0) from customers)`,
  points: sql<number>`(select coalesce(sum(loyalty_points), 0) from customers)`,
  shiftCash: sql<number>`(select coalesce(sum(opening_float_cents + coalesce(counted_cents, 0)), 0) from shifts)`,
};

async function moneyOf(db: Db) {
  const row = await db
    .selectNoFrom((eb) => Object.entries(moneyTotals).map(([name, total]) => eb.val(total).as(name)))
    .executeTakeFirstOrThrow();
  return Object.fromEntries(Object.entries(row).map(([name, value]) => [name, Number(value)]));
}

/** Each product's stock at each store, beside its ledger's sum and the unit it is counted in. */
async function stockOf(db: Db) {
  const rows = await db
    .selectFrom('store_stock as s')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .select(['s.store_id', 's.product_id', 's.quantity', 'p.sold_by'])
    .select((eb) =>
      eb
        .selectFrom('stock_movements as m')
        .whereRef('m.product_id', '=', 's.product_id')
        .whereRef('m.store_id', '=', 's.store_id')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('m.quantity_change'), inner.lit(0)).as('n'))
        .as('ledger'),
    )
    .orderBy('s.store_id')
    .orderBy('s.product_id')
    .execute();
  return rows.map((row) => ({
    key: `${row.store_id}|${row.product_id}`,
    soldBy: row.sold_by,
    quantity: Number(row.quantity),
    ledger: Number(row.ledger),
  }));
}

async function rowCounts(db: Db) {
  const counts: Record<string, number> = {};
  for (const table of await listTables(db)) counts[table] = await countRowsOf(db, table);
  return counts;
}

/** Today's schema as a new store gets it, once for every fixture. */
let newStoreSchema: Awaited<ReturnType<typeof schemaOf>>;
beforeAll(async () => {
  const fresh = await createSeededTestDatabase();
  newStoreSchema = await schemaOf(fresh.db);
  await fresh.drop();
});

describe('the upgrade fixtures', () => {
  it('each precede a migration this version has, but the newest, which may wait for the next to be merged', () => {
    const newest = allUpgradeFixtures().slice(-1);
    // Written by the release before a migration about to be merged: it has nothing to migrate until then. A
    // fixture further ahead than the next migration is misnamed.
    expect(waitingUpgradeFixtures()).toEqual(
      newest.filter((name) => fixtureMigrationNumber(name) === latestMigrationNumber() + 1),
    );
    expect(fixtures.length).toBeGreaterThan(0);
  });
});

describe.skip.each(waitingUpgradeFixtures())('a store written by the release %s, before a migration to come', () => {
  it('is taken through that migration once it is merged', () => {});
});

describe.each(fixtures)('a store written by the release %s', (name) => {
  let store: Awaited<ReturnType<typeof loadFixture>>;
  let before: {
    pending: string[];
    counts: Record<string, number>;
    money: Record<string, number>;
    stock: Awaited<ReturnType<typeof stockOf>>;
    weighedLines: { id: string; quantity: number }[];
  };
  const weighedLines = (db: Db) =>
    db
      .selectFrom('order_lines')
      .select(['id', 'quantity'])
      .where('sold_by', '=', 'lb')
      .orderBy('id')
      .execute()
      .then((rows) => rows.map((row) => ({ id: row.id, quantity: Number(row.quantity) })));

  beforeAll(async () => {
    store = await loadFixture(name);
    before = {
      pending: await pendingMigrations(store.db),
      counts: await rowCounts(store.db),
      money: await moneyOf(store.db),
      stock: await stockOf(store.db),
      weighedLines: await weighedLines(store.db),
    };
    await migrateToLatest(store.db);
  });

  afterAll(async () => {
    await store.db.destroy();
    await store.drop({ closed: true });
  });

  it('keeps every row of every table and every sum of money through the migrations it had not had', async () => {
    // Written by the release before migration 0NN (before-0NN), so 0NN is among what it runs: a fixture written by
    // a release that already had 0NN would not test that migration at all.
    expect(before.pending).toContain(migrationAfterFixture(name));
    expect(await pendingMigrations(store.db)).toEqual([]);
    // Traded: the demo's thousands of sales, and something in every table, so no migration skips a table for lack
    // of rows (scripts/upgrade-fixture-trading.ts keeps it so).
    expect(before.counts.orders).toBeGreaterThan(1000);
    expect(Object.keys(before.counts).filter((table) => before.counts[table] === 0)).toEqual([]);
    const after = await rowCounts(store.db);
    const mayGrow = new Set(before.pending.flatMap((migration) => addsRows[migration] ?? []));
    for (const [table, count] of Object.entries(before.counts)) {
      const rows = mayGrow.has(table) ? Math.max(count, after[table] ?? 0) : count;
      expect({ table, rows: after[table] }).toEqual({ table, rows });
    }
    expect(await moneyOf(store.db)).toEqual(before.money);
    expect(before.money.giftCards).toBeGreaterThan(0);
    expect(before.money.storeCredit).toBeGreaterThan(0);
  });

  it('keeps every stock level equal to its ledger, goods by the pound turned from grams only by migration 030', async () => {
    const turned = before.pending.includes(weightsInProductUnits);
    const inUnit = (quantity: number, soldBy: string) =>
      turned && soldBy === 'lb' ? gramsToPoundThousandths(quantity) : quantity;
    const after = await stockOf(store.db);
    expect(after.map((row) => row.key)).toEqual(before.stock.map((row) => row.key));
    for (const [index, row] of after.entries()) {
      const was = before.stock[index]!;
      if (was.quantity === was.ledger) expect(row).toMatchObject({ quantity: row.ledger });
      if (!turned || row.soldBy !== 'lb') expect(row).toMatchObject({ quantity: was.quantity });
    }
    // The fixture's half pound of cheddar (227 g before 030) is 0.500 lb: 500 thousandths.
    expect(before.weighedLines.length).toBeGreaterThan(0);
    expect(await weighedLines(store.db)).toEqual(
      before.weighedLines.map((line) => ({ ...line, quantity: inUnit(line.quantity, 'lb') })),
    );
  });

  it('ends with the schema a new store gets: the same tables, columns, indexes and triggers', async () => {
    expect(await schemaOf(store.db)).toEqual(newStoreSchema);
  });

  it('serves the store: its sales, a report, the gift card sold before, and a new sale', async () => {
    const app = await buildApp({ db: store.db, productName: 'Tillwise', dataDir: store.dataDir });
    try {
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/session',
        payload: { userId: 'user-admin', pin: '1111' },
      });
      expect(signIn.statusCode).toBe(200);
      const headers = { cookie: String(signIn.headers['set-cookie']).split(';')[0]! };
      const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
        app.inject({ method, url, headers, payload });

      const sales = await call('GET', '/api/sales?pageSize=5');
      expect(sales.statusCode).toBe(200);
      expect(sales.json<{ total: number }>().total).toBeGreaterThan(1000);
      const lastSale = await store.db
        .selectFrom('orders')
        .select((eb) => eb.fn.max('created_at').as('at'))
        .executeTakeFirstOrThrow();
      const to = String(lastSale.at).slice(0, 10);
      const from = new Date(Date.parse(to) - 90 * 86_400_000).toISOString().slice(0, 10);
      const report = await call('GET', `/api/reports/sales?from=${from}&to=${to}`);
      expect(report.statusCode).toBe(200);
      const card = await call('GET', '/api/gift-cards/GV-UPGRADE-1');
      expect(card.json()).toMatchObject({ balanceCents: 3500 });

      // Paid partly with the gift card sold before the upgrade.
      const products = await store.db.selectFrom('products').select('id').orderBy('sku').limit(2).execute();
      const lines = products.map((product, index) => ({ productId: product.id, quantity: index + 1 }));
      const priced = await call('POST', '/api/sales/price', { lines });
      expect(priced.statusCode).toBe(200);
      const totalCents = priced.json<{ totalCents: number }>().totalCents;
      expect(totalCents).toBeGreaterThan(1000);
      const block = (await call('POST', '/api/tills/till-1/number-blocks', { kind: 'order', size: 5 })).json<{
        firstValue: number;
      }>();
      const sale = await call('POST', '/api/sales', {
        id: randomUUID(),
        tillId: 'till-1',
        number: `ORD-${block.firstValue}`,
        lines,
        payments: [
          { method: 'voucher', amountCents: 1000, reference: 'GV-UPGRADE-1' },
          { method: 'card', amountCents: totalCents - 1000 },
        ],
        expectedTotalCents: totalCents,
      });
      expect(sale.statusCode).toBe(200);
      expect(await moneyOf(store.db)).toMatchObject({
        sales: before.money.sales! + totalCents,
        giftCards: before.money.giftCards! - 1000,
      });
    } finally {
      await app.close();
    }
  });
});
