import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { databaseFile, openDatabase } from '../../db/database';
import type { Db } from '../../db/database';
import { mountSmallDisk } from '../../test/small-disk';
import type { SmallDisk } from '../../test/small-disk';
import { demoPin } from '../../test/build-test-app';
import { saleInput } from '../../test/sale-factory';
import type { TestApp } from '../../test/build-test-app';

// The store's data folder on a file system of its own, 48 MB, which fills up mid-trading and frees again, as a
// disk full of logs or backups would. SQLite only: PostgreSQL's disk is its server's (its outages have the trials).
let disk: SmallDisk;
let app: Awaited<ReturnType<typeof buildApp>>;
let db: Db;
let cookie = '';
const logged: string[] = [];

beforeAll(async () => {
  disk = await mountSmallDisk(48);
  const template = inject('seededTemplate')?.sqliteDir;
  if (!template) throw new Error('The seeded SQLite template is missing');
  for (const file of [databaseFile(template), `${databaseFile(template)}-wal`]) {
    if (fs.existsSync(file)) fs.copyFileSync(file, path.join(disk.dir, path.basename(file)));
  }
  db = openDatabase(disk.dir);
  app = await buildApp({
    db,
    productName: 'Tillwise',
    dataDir: disk.dir,
    logger: { level: 'warn', stream: { write: (line: string) => void logged.push(line) } },
  });
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/session',
    payload: { userId: 'user-cashier', pin: demoPin.cashier },
  });
  expect(signIn.statusCode).toBe(200);
  cookie = `tillwise_session=${signIn.cookies.find((c) => c.name === 'tillwise_session')?.value}`;
});

afterAll(async () => {
  disk?.free();
  await app?.close();
  await disk?.unmount();
});

const post = (payload: object) => app.inject({ method: 'POST', url: '/api/sales', headers: { cookie }, payload });
const ready = () => app.inject({ method: 'GET', url: '/api/health/ready' });
const recorded = async (id: string) => ({
  orders: (await db.selectFrom('orders').select('number').where('id', '=', id).execute()).length,
  lines: (await db.selectFrom('order_lines').select('id').where('order_id', '=', id).execute()).length,
  movements: (await db.selectFrom('stock_movements').select('id').where('reference', '=', id).execute()).length,
});

describe('a full disk under the SQLite data folder', () => {
  it('refuses the sale with a 503 the till keeps it for, writes nothing, and takes it once when space is back', async () => {
    const t = { db } as TestApp;
    const before = await saleInput(t, 'till-1', [{ sku: 'PLT-001', quantity: 1 }]);
    expect((await post(before)).statusCode).toBe(200);
    expect((await ready()).statusCode).toBe(200);

    disk.fill();
    const kept = await saleInput(t, 'till-1', [
      { sku: 'PLT-001', quantity: 2 },
      { sku: 'TLS-001', quantity: 1 },
    ]);
    const refused = await post(kept);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({
      error:
        "The server's disk is full or read-only, so the database cannot record anything. " +
        'The sale is kept on this till and will be sent again.',
    });
    // Sent again while the disk is still full: refused again, the same way; nothing of it is in the database.
    expect((await post(kept)).statusCode).toBe(503);
    // A sale recorded the careful way (in a transaction of its own: it sells a gift card) is refused alike.
    const giftCard = {
      id: randomUUID(),
      tillId: 'till-1',
      lines: [],
      giftCards: [{ code: 'GC-FULL-DISK', amountCents: 2_500 }],
      payments: [{ method: 'card', amountCents: 2_500 }],
      expectedTotalCents: 0,
    };
    expect((await post(giftCard)).statusCode).toBe(503);
    expect(await recorded(kept.id)).toEqual({ orders: 0, lines: 0, movements: 0 });
    const notReady = await ready();
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json().error).toMatch(/^The server's disk is full or read-only/);
    // The server reads on: the till's catalogue still loads.
    expect((await app.inject({ method: 'GET', url: '/api/products', headers: { cookie } })).statusCode).toBe(200);

    disk.free();
    // The server finds out by itself (a write tried every half second) and says it is ready again.
    await expect.poll(async () => (await ready()).statusCode, { timeout: 30_000 }).toBe(200);
    const taken = await post(kept);
    expect(taken.statusCode).toBe(200);
    // The till's outbox may send it once more (its answer lost): still one sale.
    expect((await post(kept)).json().number).toBe(taken.json().number);
    expect(await recorded(kept.id)).toEqual({ orders: 1, lines: 2, movements: 2 });
    expect((await post(giftCard)).statusCode).toBe(200);
    const card = await db.selectFrom('gift_cards').select('balance_cents').where('code', '=', 'GC-FULL-DISK').execute();
    expect(card).toEqual([{ balance_cents: 2_500 }]);
    expect((await db.selectFrom('orders').select('id').where('id', '=', before.id).execute()).length).toBe(1);

    // One line when the disk filled and one when it was back, not a stack trace per request.
    const lines = logged.map((line) => JSON.parse(line) as { msg: string });
    expect(lines.filter((line) => line.msg.startsWith('The database cannot write to its disk'))).toHaveLength(1);
    expect(lines.filter((line) => line.msg.startsWith('The database is back after'))).toHaveLength(1);
    expect(lines.filter((line) => line.msg === 'request failed')).toHaveLength(0);
  });
});
