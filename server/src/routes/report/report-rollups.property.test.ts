import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashDue, paymentMethods } from '@tillwise/core/payment/tender';
import type { Tender } from '@tillwise/core/payment/tender';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import { chainPaymentSettingsSchema, defaultPaymentSettings } from '@tillwise/core/settings/payment-settings';
import { migrateToLatest } from '../../db/database';
import type { Db } from '../../db/database';
import { GroupCommit } from '../../db/group-commit';
import { rebuildReportRollups, rollupTables } from '../../db/report-rollups';
import { savePreference } from '../../db/repositories/settings-repository';
import { seedEmptyStore } from '../../setup/seed/seed';
import { completeSale } from '../../services/complete-sale';
import { refundSale } from '../../services/refund-service';
import { returnWithoutReceipt } from '../../services/return-service';
import { getStorePricing } from '../../services/settings-service';
import { openShift } from '../../services/shift-service';
import { recordVoid } from '../../services/shift-void-service';
import { adjustStoreCredit } from '../../services/store-credit-service';
import { addSecondStore } from '../../test/second-store';
import { createTestDatabase } from '../../test/test-database';
import type { TestDatabase } from '../../test/test-database';

// The rollups the sales, refunds, returns and ledgers keep as they are written must equal what a rebuild computes
// from the lines, whatever the history. Random sales in two stores: one rounds cash to $0.05, the other adds a city
// tax on everything and a levy on garden goods (lines with several taxes); unit and weighed goods, with and without
// a cost; cash, card, split tenders, gift cards and store credit spent, cards stored offline, gift cards sold; with
// and without a customer or a discount. Between them: partial or whole refunds (in either store, on later or earlier
// days), returns without receipt to cash or store credit, voided carts and store credit given by hand.
let testDatabase: TestDatabase;
let db: Db;
let writer: GroupCommit;
const admin = { id: 'user-admin', name: 'Ada Admin', email: 'ada@example.com', role: 'admin' as const };
const stores = ['store-1', 'store-2'] as const;
const tills = { 'store-1': 'till-1', 'store-2': 'till-2' } as const;
const products = [
  { id: 'a', price: 1000, cost: 400, tax: 2000, category: 'cat', soldBy: null },
  { id: 'b', price: 505, cost: null, tax: 1000, category: 'cat', soldBy: null },
  { id: 'c', price: 250, cost: null, tax: 0, category: 'cat-garden', soldBy: null },
  { id: 'd', price: 1999, cost: 1200, tax: 825, category: 'cat-garden', soldBy: null },
  // Priced (and costed) per kg; a line's quantity is grams.
  { id: 'w', price: 899, cost: 333, tax: 500, category: 'cat-garden', soldBy: 'kg' },
  { id: 'x', price: 1249, cost: null, tax: 825, category: 'cat', soldBy: 'kg' },
] as const;
const customers = ['cust-1', 'cust-2'] as const;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  db = testDatabase.db;
  writer = new GroupCommit(db);
  await migrateToLatest(db);
  await seedEmptyStore(db, new Date('2026-03-01T12:00:00Z'), { name: admin.name, email: admin.email, pin: '1111' });
  const at = '2026-03-01T00:00:00.000Z';
  await db.updateTable('store').set({ cash_rounding_cents: 5 }).where('id', '=', 'store-1').execute();
  await addSecondStore(db, at, {
    additional_taxes_json: JSON.stringify([
      { name: 'City Tax', rate: 2.5, categoryIds: [] },
      { name: 'Garden Levy', rate: 1, categoryIds: ['cat-garden'] },
    ]),
  });
  // Every tender on, and returns without receipt to cash as well as store credit.
  await savePreference(
    db,
    'payments',
    chainPaymentSettingsSchema.parse({
      ...defaultPaymentSettings,
      enabledMethods: [...paymentMethods],
      noReceiptRefunds: 'store_credit_or_cash',
    }),
    at,
  );
  for (const store of stores) {
    const float = { id: randomUUID(), tillId: tills[store], count: { totalCents: 10_000 } };
    await openShift(writer, db, store, float, admin, new Date('2026-03-02T12:00:00Z'));
  }
  await db
    .insertInto('categories')
    .values([
      { id: 'cat', name: 'All', color: null, icon: 'Box', sort_order: 0 },
      { id: 'cat-garden', name: 'Garden', color: null, icon: 'Box', sort_order: 1 },
    ])
    .execute();
  await db
    .insertInto('products')
    .values(
      products.map((p) => ({
        id: p.id,
        name: `Product ${p.id}`,
        sku: p.id.toUpperCase(),
        barcode: null,
        price_cents: p.price,
        cost_cents: p.cost,
        tax_rate_bps: p.tax,
        category_id: p.category,
        image: null,
        reorder_level: null,
        description: '',
        supplier: '',
        is_active: 1,
        created_at: at,
        updated_at: at,
        sold_by: p.soldBy ?? 'unit',
      })),
    )
    .execute();
  await db
    .insertInto('store_stock')
    .values(stores.flatMap((store) => products.map((p) => ({ store_id: store, product_id: p.id, quantity: 1000 }))))
    .execute();
  await db
    .insertInto('customers')
    .values(
      customers.map((id) => ({
        id,
        name: id,
        email: null,
        phone: null,
        address: null,
        notes: null,
        loyalty_points: 0,
        created_at: at,
      })),
    )
    .execute();
});

afterAll(async () => {
  await testDatabase.drop();
});

/** Every rollup's rows, in one order, with numbers as numbers (PostgreSQL sums come back as strings). */
async function snapshot() {
  const tables: Record<string, string[]> = {};
  for (const table of rollupTables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    tables[table] = rows
      .map((row) =>
        JSON.stringify(
          Object.entries(row)
            .sort(([a], [b]) => (a < b ? -1 : 1))
            .map(([key, value]) => [key, typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value]),
        ),
      )
      .sort();
  }
  return tables;
}

const byId = (id: string) => products.find((p) => p.id === id)!;
const lineArbitrary = fc
  .record({ product: fc.constantFrom(...products.map((p) => p.id)), units: fc.integer({ min: 1, max: 4 }) })
  .chain(({ product, units }) =>
    byId(product).soldBy
      ? fc.integer({ min: 50, max: 2_500 }).map((grams) => ({ product, quantity: grams }))
      : fc.constant({ product, quantity: units }),
  );
const dayArbitrary = fc.integer({ min: 0, max: 20 });
const storeArbitrary = fc.constantFrom(...stores);

const saleArbitrary = fc.record({
  kind: fc.constant('sale' as const),
  store: storeArbitrary,
  day: dayArbitrary,
  lines: fc.uniqueArray(lineArbitrary, { minLength: 1, maxLength: 3, selector: (line) => line.product }),
  customer: fc.constantFrom(null, ...customers),
  discount: fc.constantFrom(null, { kind: 'percent' as const, percent: 10 }),
  tender: fc.constantFrom('cash', 'card', 'split', 'gift card', 'store credit', 'offline'),
  giftCard: fc.option(fc.record({ reload: fc.boolean(), amountCents: fc.integer({ min: 10, max: 50 }) })),
});
const refundArbitrary = fc.record({
  kind: fc.constant('refund' as const),
  store: storeArbitrary,
  day: dayArbitrary,
  sale: fc.nat(),
  whole: fc.boolean(),
});
const returnArbitrary = fc.record({
  kind: fc.constant('return' as const),
  store: storeArbitrary,
  day: dayArbitrary,
  lines: fc.uniqueArray(lineArbitrary, { minLength: 1, maxLength: 2, selector: (line) => line.product }),
  customer: fc.constantFrom(...customers),
  tender: fc.constantFrom('cash' as const, 'store_credit' as const),
});
const otherArbitrary = fc.record({
  kind: fc.constantFrom('void' as const, 'credit' as const),
  store: storeArbitrary,
  day: dayArbitrary,
  customer: fc.constantFrom(...customers),
  cents: fc.integer({ min: 1, max: 5_000 }),
});

/** The tenders a till would take for `due` in the store: the one asked for where it can pay, card for the rest. */
async function tendersFor(tender: string, due: number, step: number, customer: string | null): Promise<Tender[]> {
  const cash = (amount: number): Tender[] => {
    const rounded = cashDue(amount, step);
    return rounded > 0 ? [{ method: 'cash', amountCents: rounded, tenderedCents: rounded + 1_000 }] : [];
  };
  const withCard = (first: Tender | null): Tender[] => {
    if (!first) return [{ method: 'card', amountCents: due }];
    return first.amountCents < due ? [first, { method: 'card', amountCents: due - first.amountCents }] : [first];
  };
  switch (tender) {
    case 'cash':
      return cash(due);
    case 'split': {
      const rest = cash(due - 600);
      return due > 600 && rest.length > 0 ? [{ method: 'card', amountCents: 600 }, ...rest] : withCard(null);
    }
    case 'offline': {
      // A card taken offline is capped at $200.00 a payment: cash pays what is over.
      const rest = cash(due - 15_000);
      return due > 20_000 ? [{ method: 'card', amountCents: 15_000 }, ...rest] : withCard(null);
    }
    case 'gift card': {
      const card = await db
        .selectFrom('gift_cards')
        .select(['code', 'balance_cents'])
        .where('balance_cents', '>', 0)
        .orderBy('code')
        .executeTakeFirst();
      if (!card) return withCard(null);
      const amountCents = Math.min(card.balance_cents, due);
      return withCard({ method: 'voucher', amountCents, reference: card.code });
    }
    case 'store credit': {
      const holder = customer
        ? await db.selectFrom('customers').select('store_credit_cents').where('id', '=', customer).executeTakeFirst()
        : undefined;
      if (!holder || holder.store_credit_cents <= 0) return withCard(null);
      return withCard({ method: 'store_credit', amountCents: Math.min(holder.store_credit_cents, due) });
    }
    default:
      return withCard(null);
  }
}

type SaleOp = typeof saleArbitrary extends fc.Arbitrary<infer T> ? T : never;
type Sold = { id: string; lines: { id: string; quantity: number }[] };

let clock = Date.parse('2026-03-03T15:00:00Z');
let giftCardsIssued = 0;

/** The latest card topped up, or a new one when it would then hold more than a card may ($2,000.00). */
async function giftCardToSell({ reload, amountCents }: { reload: boolean; amountCents: number }) {
  const amount = amountCents * 100;
  const latest = `GIFT-${String(giftCardsIssued).padStart(4, '0')}`;
  const card = reload
    ? await db.selectFrom('gift_cards').select('balance_cents').where('code', '=', latest).executeTakeFirst()
    : undefined;
  if (card && card.balance_cents + amount <= 200_000) return { code: latest, amountCents: amount };
  return { code: `GIFT-${String(++giftCardsIssued).padStart(4, '0')}`, amountCents: amount };
}

/** Sells what the op says at what the till would show, and notes its lines for the refunds to come. */
async function sell(op: SaleOp, now: Date, sold: Sold[]) {
  const pricing = await getStorePricing(db, op.store);
  const total = cartTotals(
    op.lines.map((line) => {
      const product = byId(line.product);
      return {
        unitPriceCents: product.price,
        quantity: line.quantity,
        soldBy: product.soldBy,
        taxRate: product.tax / 100,
        categoryId: product.category,
      };
    }),
    op.discount,
    pricing,
  ).totalCents;
  const offline = op.tender === 'offline';
  const giftCards = op.giftCard && !offline ? [await giftCardToSell(op.giftCard)] : [];
  const due = total + giftCards.reduce((sum, card) => sum + card.amountCents, 0);
  const sale = await completeSale(
    writer,
    db,
    op.store,
    {
      id: randomUUID(),
      tillId: tills[op.store],
      lines: op.lines.map((line) => ({
        productId: line.product,
        quantity: line.quantity,
        ...(offline && { unitPriceCents: byId(line.product).price }),
      })),
      customerId: op.customer,
      discount: op.discount,
      giftCards,
      payments: await tendersFor(op.tender, due, pricing.cashRoundingStep, op.customer),
      expectedTotalCents: total,
      ...(offline && { offline: { capturedAt: new Date(now.getTime() - 60_000).toISOString() } }),
    },
    admin,
    now,
  );
  sold.push({ id: sale.id, lines: sale.lines.map((l) => ({ id: l.id, quantity: l.quantity })) });
}

describe('report rollups', () => {
  it('equal what a rebuild computes from the lines, for random histories of every kind of sale, refund and return', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(saleArbitrary, saleArbitrary, refundArbitrary, returnArbitrary, otherArbitrary), {
          maxLength: 12,
        }),
        async (ops) => {
          const sold: Sold[] = [];
          for (const op of ops) {
            clock += 60_000;
            const now = new Date(clock + op.day * 86_400_000);
            if (op.kind === 'sale') {
              await sell(op, now, sold);
            } else if (op.kind === 'refund') {
              if (sold.length === 0) continue;
              const sale = sold.splice(op.sale % sold.length, 1)[0]!;
              await refundSale(
                writer,
                db,
                op.store,
                {
                  id: randomUUID(),
                  tillId: tills[op.store],
                  saleId: sale.id,
                  lines: (op.whole ? sale.lines : sale.lines.slice(0, 1)).map((line) => ({
                    saleLineId: line.id,
                    quantity: op.whole ? line.quantity : 1,
                  })),
                  reason: 'Changed their mind',
                },
                admin,
                now,
              );
            } else if (op.kind === 'return') {
              await returnWithoutReceipt(
                writer,
                db,
                op.store,
                {
                  id: randomUUID(),
                  tillId: tills[op.store],
                  lines: op.lines.map((line) => ({ productId: line.product, quantity: line.quantity })),
                  tender: op.tender,
                  customerId: op.tender === 'store_credit' ? op.customer : null,
                  reason: 'No receipt',
                },
                admin,
                now,
              );
            } else if (op.kind === 'void') {
              const input = { id: randomUUID(), tillId: tills[op.store], itemCount: 2, amountCents: op.cents };
              await recordVoid(writer, input, admin, now);
            } else {
              await adjustStoreCredit(
                writer,
                db,
                op.store,
                op.customer,
                { amountCents: op.cents, reason: 'Goodwill' },
                admin,
                now,
              );
            }
          }
          const running = await snapshot();
          await rebuildReportRollups(db);
          expect(running).toEqual(await snapshot());
        },
      ),
      { numRuns: 30 },
    );
  }, 180_000);
});
