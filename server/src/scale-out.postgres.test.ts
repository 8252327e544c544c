import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import { openPostgres } from './db/database';
import type { Db } from './db/database';
import { createTestDatabase } from './test/test-database';
import type { TestDatabase } from './test/test-database';
import { freePort, ServerProcess } from './test/server-process';

// Three Tillwise server processes on one PostgreSQL database, with requests sent round-robin and no affinity, as
// behind a load balancer without sticky sessions. Everything they must agree on lives in the database or travels
// through it (LISTEN/NOTIFY), so it holds whichever server a request reaches, even one killed mid-trading.
let store: TestDatabase;
let db: Db;
let servers: ServerProcess[];
let cookie = '';

beforeAll(async () => {
  store = await createTestDatabase();
  await store.db.destroy();
  const env = {
    DATABASE_URL: store.databaseUrl ?? '',
    DATA_DIR: store.dataDir,
    TILLWISE_SCHEDULE_INTERVAL_MS: '300',
  };
  servers = await Promise.all([0, 1, 2].map(async () => new ServerProcess(await freePort(), env)));
  // The first seeds the demo store; the others then start on it.
  await servers[0]!.start();
  await Promise.all(servers.slice(1).map((server) => server.start()));
  db = openPostgres(store.databaseUrl ?? '', 4);
  cookie = await signIn(servers[0]!, 'user-manager', '2222');
}, 180_000);

afterAll(async () => {
  await Promise.all((servers ?? []).map((server) => server.stop()));
  await db?.destroy();
  await store?.drop({ closed: true });
});

async function signIn(server: ServerProcess, userId: string, pin: string): Promise<string> {
  const response = await fetch(`${server.url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId, pin }),
  });
  expect(response.status).toBe(200);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

async function call(server: ServerProcess, method: string, url: string, body?: unknown) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: { cookie, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

describe('three servers on one PostgreSQL, round-robin', () => {
  it('a display paired through one server follows a till served by the others', async () => {
    const [a, b, c] = servers as [ServerProcess, ServerProcess, ServerProcess];
    const paired = await call(a, 'POST', '/api/displays/pair', { tillId: 'till-1' });
    expect(paired.status).toBe(200);
    const code = String(paired.json.code);
    const follow = async (server: ServerProcess) => {
      const response = await fetch(`${server.url}/api/displays/${code}/events`);
      expect(response.status).toBe(200);
      const reader = response.body!.getReader();
      let text = '';
      return {
        /** Reads the stream until it has carried this many states, and gives them. */
        async states(count: number) {
          for (;;) {
            const states = [...text.matchAll(/^data: (.*)$/gm)].map((match) => JSON.parse(match[1]!) as unknown);
            if (states.length >= count) return states;
            const { value, done } = await reader.read();
            if (done) return states;
            text += new TextDecoder().decode(value);
          }
        },
        close: () => reader.cancel(),
      };
    };
    const onA = await follow(a);
    const onC = await follow(c);
    const idle = { phase: 'idle', storeName: 'Served by B' };
    const thanks = { phase: 'thanks', receiptNumber: 'ORD-42', totalCents: 1234, changeCents: 0 };
    expect((await call(b, 'PUT', '/api/displays/state', { tillId: 'till-1', state: idle })).status).toBe(204);
    expect(await onA.states(1)).toEqual([idle]);
    expect((await call(c, 'PUT', '/api/displays/state', { tillId: 'till-1', state: thanks })).status).toBe(204);
    expect(await onA.states(2)).toEqual([idle, thanks]);
    expect(await onC.states(2)).toEqual([idle, thanks]);
    await onA.close();
    await onC.close();
  });

  it('a PIN locked out on one server is locked on the others', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await fetch(`${a.url}/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: 'user-inventory', pin: '0000' }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const elsewhere = await fetch(`${b.url}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'user-inventory', pin: '4444' }),
    });
    expect(elsewhere.status).toBe(429);
    expect(((await elsewhere.json()) as { error: string }).error).toMatch(
      /^Too many wrong PINs\. Tom Alvarez is locked/,
    );
  });

  it('two servers starting overlapping stock takes at the same instant give one count and one clear refusal', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const [first, second] = await Promise.all([
      call(a, 'POST', '/api/stock-takes', { categoryId: null, note: 'From A' }),
      call(b, 'POST', '/api/stock-takes', { categoryId: null, note: 'From B' }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([201, 409]);
    const refused = first.status === 409 ? first : second;
    expect(String(refused.json.error)).toMatch(/^ST-\d{4} is still counting these products/);
    const counting = await db.selectFrom('stock_takes').select('id').where('status', '=', 'counting').execute();
    expect(counting).toHaveLength(1);
  });

  it(
    'a scheduled report due once is written once, though every server checks every 300 ms',
    { timeout: 60_000 },
    async () => {
      const [a] = servers as [ServerProcess];
      const created = await call(a, 'POST', '/api/report-schedules', {
        tab: 'sales',
        frequency: 'daily',
        time: '00:00',
      });
      expect(created.status).toBe(201);
      // A new schedule starts with the next period; as if that day had come, it is due now.
      await db
        .updateTable('report_schedules')
        .set({ last_period: null })
        .where('id', '=', String(created.json.id))
        .execute();
      const files = () =>
        db.selectFrom('report_files').select('file_name').where('schedule_id', '=', String(created.json.id)).execute();
      for (let waited = 0; (await files()).length === 0 && waited < 20_000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Every server has had several turns since: still one report.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const written = await files();
      expect(written).toHaveLength(1);
      expect(
        fs.readdirSync(path.join(store.dataDir, 'reports')).filter((name) => name === written[0]?.file_name),
      ).toHaveLength(1);
    },
  );

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
