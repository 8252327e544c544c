import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import type { Db } from './db/database';
import type { ServerProcess } from './test/server-process';
import { startThreeServers } from './scale-out.fixtures';
import type { ThreeServers } from './scale-out.fixtures';

// Three Tillwise server processes on one PostgreSQL database, with requests sent round-robin and no affinity, as
// behind a load balancer without sticky sessions. Everything they must agree on lives in the database or travels
// through it, so a day's trading comes out exact whichever server a sale reaches, even one killed mid-trading.
let threeServers: ThreeServers;
let db: Db;
let servers: ServerProcess[];
let call: ThreeServers['call'];

beforeAll(async () => {
  threeServers = await startThreeServers();
  ({ db, servers, call } = threeServers);
}, 180_000);

afterAll(() => threeServers?.stop());

describe('three servers on one PostgreSQL, round-robin', () => {
  it('16 tills sell 2,000 sales, each resent to another server and one server killed: everything exact, none twice', async () => {
    const tills = await openTills(16);
    const products = await db
      .selectFrom('products')
      .select(['id', 'price_cents', 'tax_rate_bps'])
      .where('is_active', '=', 1)
      .where('options_json', 'is', null)
      .where((eb) => eb(eb.fn.coalesce('sold_by', eb.val('unit')), '=', 'unit'))
      .orderBy('id')
      .execute();
    const customers = await db
      .selectFrom('customers')
      .select(['id', 'loyalty_points'])
      .orderBy('id')
      .limit(5)
      .execute();
    const cards = await loadGiftCards(4);
    const stockBefore = await stockOf('store-1');

    const salesPerTill = 125;
    const acknowledged = new Map<string, { number: string; loyaltyEarned: number; customerId: string | null }>();
    const sold = new Map<string, number>();
    const fromCards = new Map<string, number>();
    let sent = 0;
    let killed = false;
    const alive = () => servers.filter((server) => server.running);

    /**
     * Sends until a server answers 200; a server gone mid-request is an unanswered send, tried on the next, and a
     * 503 (a server that found the database too busy or away: "send again") is sent again, as a till's outbox does.
     */
    async function sendUntilRecorded(sale: Record<string, unknown>, first: number) {
      for (let attempt = 0; ; attempt += 1) {
        const live = alive();
        const server = live[(first + attempt) % live.length]!;
        try {
          const answer = await call(server, 'POST', '/api/sales', sale);
          if (answer.status === 200) return answer.json;
          if (answer.status === 503 && /^The database cannot be reached\./.test(String(answer.json.error))) continue;
          expect.fail(`${server.url} answered ${answer.status}: ${JSON.stringify(answer.json)}`);
        } catch (error) {
          if (!String(error).includes('fetch failed') && !String(error).includes('other side closed')) throw error;
        }
      }
    }

    await Promise.all(
      tills.map(async (till, tillIndex) => {
        for (let n = 0; n < salesPerTill; n += 1) {
          const index = tillIndex * salesPerTill + n;
          const lines = [0, 1, 2]
            .slice(0, 1 + (index % 3))
            .map((k) => ({ product: products[(index + k * 5) % products.length]!, quantity: 1 + ((index + k) % 3) }));
          const total = cartTotals(
            lines.map(({ product, quantity }) => ({
              unitPriceCents: product.price_cents,
              quantity,
              taxRate: product.tax_rate_bps / 100,
            })),
          ).totalCents;
          const customer = index % 4 === 0 ? customers[index % customers.length]! : null;
          const card = index % 10 === 0 ? cards[index % cards.length]! : null;
          const voucher = card ? Math.min(total, 500) : 0;
          const sale = {
            id: randomUUID(),
            tillId: till.id,
            number: till.numbers.shift(),
            lines: lines.map(({ product, quantity }) => ({ productId: product.id, quantity })),
            customerId: customer?.id ?? null,
            payments: [
              ...(card ? [{ method: 'voucher', amountCents: voucher, reference: card }] : []),
              ...(total > voucher ? [{ method: 'card', amountCents: total - voucher }] : []),
            ],
            expectedTotalCents: total,
          };
          // Round-robin with no affinity; the resend goes to another server than the first try, at once (an
          // outbox retrying while its first send is on its way) or after the answer was lost.
          const first = index % 3;
          const tries =
            index % 2 === 0
              ? await Promise.all([sendUntilRecorded(sale, first), sendUntilRecorded(sale, first + 1)])
              : [await sendUntilRecorded(sale, first), await sendUntilRecorded(sale, first + 1)];
          for (const answer of tries) expect(answer.number).toBe(sale.number);
          acknowledged.set(sale.id, {
            number: String(tries[0]!.number),
            loyaltyEarned: Number(tries[0]!.loyaltyEarned),
            customerId: customer?.id ?? null,
          });
          for (const { product, quantity } of lines) sold.set(product.id, (sold.get(product.id) ?? 0) + quantity);
          if (card) fromCards.set(card, (fromCards.get(card) ?? 0) + voucher);
          sent += 1;
          // Half way, one server dies as a crash would: its tills' next requests go to the others.
          if (sent === 1_000 && !killed) {
            killed = true;
            await servers[2]!.stop('SIGKILL');
          }
        }
      }),
    );

    const ids = [...acknowledged.keys()];
    expect(ids).toHaveLength(16 * salesPerTill);
    const orders = await inChunks(ids, (chunk) =>
      db.selectFrom('orders').select(['id', 'number', 'status']).where('id', 'in', chunk).execute(),
    );
    expect(orders).toHaveLength(ids.length);
    expect(new Set(orders.map((order) => order.number)).size).toBe(ids.length);
    for (const order of orders) expect(order.number).toBe(acknowledged.get(order.id)?.number);

    const stockAfter = await stockOf('store-1');
    for (const [productId, quantity] of sold)
      expect(stockAfter.get(productId)).toBe((stockBefore.get(productId) ?? 0) - quantity);
    const ledger = await inChunks(ids, (chunk) =>
      db
        .selectFrom('stock_movements')
        .select([
          'product_id',
          (eb) => eb.fn.sum<number>('quantity_change').as('change'),
          (eb) => eb.fn.countAll<number>().as('n'),
        ])
        .where('reference', 'in', chunk)
        .groupBy('product_id')
        .execute(),
    );
    const movedBy = new Map<string, number>();
    for (const row of ledger) movedBy.set(row.product_id, (movedBy.get(row.product_id) ?? 0) + Number(row.change));
    for (const [productId, quantity] of sold) expect(movedBy.get(productId)).toBe(-quantity);

    for (const customer of customers) {
      const earned = [...acknowledged.values()]
        .filter((sale) => sale.customerId === customer.id)
        .reduce((sum, sale) => sum + sale.loyaltyEarned, 0);
      const row = await db
        .selectFrom('customers')
        .select('loyalty_points')
        .where('id', '=', customer.id)
        .executeTakeFirstOrThrow();
      expect(row.loyalty_points).toBe(customer.loyalty_points + earned);
    }

    for (const code of cards) {
      const card = await db
        .selectFrom('gift_cards')
        .select('balance_cents')
        .where('code', '=', code)
        .executeTakeFirstOrThrow();
      expect(card.balance_cents).toBe(100_000 - (fromCards.get(code) ?? 0));
    }

    const audited = await inChunks(ids, (chunk) =>
      db
        .selectFrom('audit_log')
        .select(['subject_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('action', '=', 'sale.completed')
        .where('subject_id', 'in', chunk)
        .groupBy('subject_id')
        .execute(),
    );
    expect(audited).toHaveLength(ids.length);
    expect(audited.every((row) => Number(row.n) === 1)).toBe(true);
  }, 600_000);
});

/** Fourteen more tills beside the demo's two, each with its shift open and a block of order numbers. */
async function openTills(count: number) {
  const [a] = servers as [ServerProcess];
  const tills: { id: string; numbers: string[] }[] = [];
  for (let n = 0; tills.length < count; n += 1) {
    let id = n === 0 ? 'till-1' : n === 1 ? 'till-2' : '';
    if (!id) {
      const created = await call(a, 'POST', '/api/tills', { name: `Scale Till ${n}` });
      expect(created.status).toBe(201);
      id = String(created.json.id);
    }
    if (id !== 'till-1') {
      const opened = await call(a, 'POST', '/api/shifts', {
        id: randomUUID(),
        tillId: id,
        count: { totalCents: 10_000 },
      });
      expect(opened.status).toBe(201);
    }
    const block = await call(a, 'POST', `/api/tills/${id}/number-blocks`, { kind: 'order', size: 200 });
    expect(block.status).toBe(201);
    const numbers: string[] = [];
    for (let value = Number(block.json.firstValue); value <= Number(block.json.lastValue); value += 1) {
      numbers.push(`ORD-${value}`);
    }
    tills.push({ id, numbers });
  }
  return tills;
}

/** Gift cards of $1,000 each, sold in one sale, to pay part of some sales with. */
async function loadGiftCards(count: number) {
  const [a] = servers as [ServerProcess];
  const codes = Array.from({ length: count }, (_, n) => `GC-SCALE-${n + 1}`);
  const sale = await call(a, 'POST', '/api/sales', {
    id: randomUUID(),
    tillId: 'till-1',
    lines: [],
    giftCards: codes.map((code) => ({ code, amountCents: 100_000 })),
    payments: [{ method: 'card', amountCents: 100_000 * count }],
    expectedTotalCents: 0,
  });
  expect(sale.status).toBe(200);
  return codes;
}

async function stockOf(storeId: string) {
  const rows = await db
    .selectFrom('store_stock')
    .select(['product_id', 'quantity'])
    .where('store_id', '=', storeId)
    .execute();
  return new Map(rows.map((row) => [row.product_id, row.quantity]));
}

async function inChunks<T>(ids: string[], read: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let start = 0; start < ids.length; start += 500) rows.push(...(await read(ids.slice(start, start + 500))));
  return rows;
}
