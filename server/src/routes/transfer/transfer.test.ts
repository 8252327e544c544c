import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import { GroupCommit } from '../../db/group-commit';
import { receiveTransfer } from '../../services/transfer-service';
import { addProduct } from '../../test/add-product';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';

let t: TestApp;
/** Admin sessions working in the first store and in a second one opened for these tests. */
let atFirst: string;
let atSecond: string;
let inventory: string;
let cashier: string;
let firstStoreId: string;
let secondStoreId: string;
type Stocked = { id: string; name: string; quantity: number };
/** Two products the first store has at least 5 of. */
let a: Stocked;
let b: Stocked;

const secondStore = {
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

beforeAll(async () => {
  t = await buildTestApp();
  [atFirst, atSecond, inventory, cashier] = await Promise.all([
    t.signInAs('admin'),
    t.signInAs('admin'),
    t.signInAs('inventory'),
    t.signInAs('cashier'),
  ]);
  firstStoreId = (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: atFirst } })).json().store
    .id;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/stores',
    headers: { cookie: atFirst },
    payload: secondStore,
  });
  if (created.statusCode !== 201) throw new Error(`creating a store failed: ${created.body}`);
  secondStoreId = created.json().id;
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
  [a, b] = stocked as [Stocked, Stocked];
});
afterAll(() => t?.close());

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

describe('sending and receiving a transfer', () => {
  it('sends from the session store: its stock drops, the other store’s does not yet, the transfer is in transit', async () => {
    const before = {
      aFirst: await stockAt(firstStoreId, a.id),
      bFirst: await stockAt(firstStoreId, b.id),
      aSecond: await stockAt(secondStoreId, a.id),
    };
    const sent = await send({
      toStoreId: secondStoreId,
      note: 'Van on Tuesday',
      lines: [
        { productId: a.id, quantity: 3 },
        { productId: b.id, quantity: 2 },
      ],
    });
    expect(sent.statusCode).toBe(201);
    const transfer = sent.json();
    expect(transfer).toMatchObject({
      status: 'in_transit',
      from: { id: firstStoreId },
      to: { id: secondStoreId, name: secondStore.name },
      note: 'Van on Tuesday',
      receivedBy: null,
      receivedAt: null,
    });
    expect(transfer.number).toMatch(/^TRF-\d{4,}$/);
    expect(transfer.sentBy.name).toBeTruthy();
    expect(transfer.lines).toHaveLength(2);
    expect(transfer.lines).toContainEqual(expect.objectContaining({ productId: a.id, name: a.name, quantity: 3 }));

    expect(await stockAt(firstStoreId, a.id)).toBe(before.aFirst - 3);
    expect(await stockAt(firstStoreId, b.id)).toBe(before.bFirst - 2);
    expect(await stockAt(secondStoreId, a.id)).toBe(before.aSecond);
    const outLeg = await ledgerOf(transfer.id);
    expect(outLeg).toHaveLength(2);
    expect(outLeg.every((row) => row.reason === 'transfer_out' && row.store_id === firstStoreId)).toBe(true);
    expect(outLeg.reduce((sum, row) => sum + row.quantity_change, 0)).toBe(-5);
    expect(await auditOf(transfer.id)).toEqual([
      expect.objectContaining({ action: 'stock.transferred', summary: expect.stringContaining(transfer.number) }),
    ]);

    const incoming = (await list('direction=incoming&status=in_transit', atSecond)).json();
    expect(incoming.items.map((item: { id: string }) => item.id)).toContain(transfer.id);
    const outgoing = (await list('direction=outgoing', atFirst)).json();
    expect(outgoing.items[0]).toMatchObject({ id: transfer.id, number: transfer.number });
    expect((await list('direction=incoming', atFirst)).json().items).toEqual([]);
    expect((await list('direction=outgoing', atSecond)).json().items).toEqual([]);

    // Received at the destination: its stock rises by the same amounts, and the pair of legs sums to zero.
    const received = await receive(transfer.id);
    expect(received.statusCode).toBe(200);
    expect(received.json()).toMatchObject({ status: 'received', receivedBy: { name: transfer.sentBy.name } });
    expect(received.json().receivedAt).toBeTruthy();
    expect(await stockAt(secondStoreId, a.id)).toBe(before.aSecond + 3);
    expect(await stockAt(firstStoreId, a.id)).toBe(before.aFirst - 3);
    const legs = await ledgerOf(transfer.id);
    expect(legs).toHaveLength(4);
    expect(legs.filter((row) => row.reason === 'transfer_in').every((row) => row.store_id === secondStoreId)).toBe(
      true,
    );
    expect(legs.reduce((sum, row) => sum + row.quantity_change, 0)).toBe(0);
    expect((await auditOf(transfer.id)).map((entry) => entry.action)).toEqual(['stock.transferred', 'stock.received']);
    expect((await list('status=received', atSecond)).json().items[0]).toMatchObject({ id: transfer.id });
    expect((await list('status=in_transit', atSecond)).json().items).toEqual([]);
  });

  it('names the transfer by its number in each store’s stock ledger', async () => {
    const sent = (await send({ toStoreId: secondStoreId, lines: [{ productId: a.id, quantity: 1 }] })).json();
    await receive(sent.id);
    const ledger = (cookie: string) =>
      t.app.inject({ method: 'GET', url: `/api/products/${a.id}/stock-movements`, headers: { cookie } });
    expect((await ledger(atFirst)).json().items[0]).toMatchObject({
      reason: 'transfer_out',
      reference: sent.number,
      quantityChange: -1,
    });
    expect((await ledger(atSecond)).json().items[0]).toMatchObject({
      reason: 'transfer_in',
      reference: sent.number,
      quantityChange: 1,
    });
  });

  it('is received only at the destination (403 elsewhere) and only once (409)', async () => {
    const sent = (await send({ toStoreId: secondStoreId, lines: [{ productId: a.id, quantity: 1 }] })).json();
    const before = await writeCounts();
    const wrongStore = await receive(sent.id, atFirst);
    expect(wrongStore.statusCode).toBe(403);
    expect(wrongStore.json().error).toContain(secondStore.name);
    expect((await receive(sent.id, inventory)).statusCode).toBe(403);
    expect(await writeCounts()).toEqual(before);

    expect((await receive(sent.id)).statusCode).toBe(200);
    const again = await receive(sent.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(`${sent.number} has already been received`);
    expect((await ledgerOf(sent.id)).reduce((sum, row) => sum + row.quantity_change, 0)).toBe(0);
    expect((await receive('no-such-transfer')).statusCode).toBe(404);
  });

  it('lets exactly one of two simultaneous receives add the stock', async () => {
    const sent = (await send({ toStoreId: secondStoreId, lines: [{ productId: b.id, quantity: 2 }] })).json();
    const before = await stockAt(secondStoreId, b.id);
    const answers = await Promise.all([receive(sent.id), receive(sent.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await stockAt(secondStoreId, b.id)).toBe(before + 2);
    expect((await ledgerOf(sent.id)).filter((row) => row.reason === 'transfer_in')).toHaveLength(1);
    expect((await auditOf(sent.id)).filter((entry) => entry.action === 'stock.received')).toHaveLength(1);
  });

  it('lets exactly one of two servers receiving at once add the stock, each in its own transaction', async () => {
    const sent = (await send({ toStoreId: secondStoreId, lines: [{ productId: a.id, quantity: 1 }] })).json();
    const before = await stockAt(secondStoreId, a.id);
    const admin = await t.db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'role'])
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    // Two writers are two servers: their transactions overlap (on PostgreSQL), so only the conditional update
    // stands between them and a double receive.
    const outcomes = await Promise.allSettled(
      [new GroupCommit(t.db), new GroupCommit(t.db)].map((writer) =>
        receiveTransfer(writer, t.db, secondStoreId, sent.id, admin as StaffMember, new Date()),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(outcomes.find((outcome) => outcome.status === 'rejected')).toMatchObject({
      reason: { statusCode: 409 },
    });
    expect(await stockAt(secondStoreId, a.id)).toBe(before + 1);
    expect((await ledgerOf(sent.id)).reduce((sum, row) => sum + row.quantity_change, 0)).toBe(0);
  });
});

describe('refusals', () => {
  it('refuses to send more than the store has, saying how many are in stock, and writes nothing', async () => {
    const inStock = await stockAt(firstStoreId, a.id);
    const before = await writeCounts();
    const response = await send({
      toStoreId: secondStoreId,
      lines: [
        { productId: b.id, quantity: 1 },
        { productId: a.id, quantity: inStock + 1 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(`Only ${inStock} of ${a.name} in stock`);
    expect(response.json().details).toEqual([{ path: 'lines.1.quantity', message: `Only ${inStock} in stock` }]);
    expect(await writeCounts()).toEqual(before);
    expect(await stockAt(firstStoreId, a.id)).toBe(inStock);
  });

  it.each([
    ['the same store', () => ({ toStoreId: firstStoreId, lines: [{ productId: a.id, quantity: 1 }] }), 'toStoreId'],
    ['an unknown store', () => ({ toStoreId: 'nowhere', lines: [{ productId: a.id, quantity: 1 }] }), 'toStoreId'],
    [
      'an unknown product',
      () => ({ toStoreId: secondStoreId, lines: [{ productId: 'nothing', quantity: 1 }] }),
      'lines.0.productId',
    ],
    ['no lines', () => ({ toStoreId: secondStoreId, lines: [] }), 'lines'],
    [
      'a quantity of 0',
      () => ({ toStoreId: secondStoreId, lines: [{ productId: a.id, quantity: 0 }] }),
      'lines.0.quantity',
    ],
    [
      'a product twice',
      () => ({
        toStoreId: secondStoreId,
        lines: [
          { productId: a.id, quantity: 1 },
          { productId: a.id, quantity: 1 },
        ],
      }),
      'lines.1.productId',
    ],
  ])('refuses sending to %s with 400 naming the field, writing nothing', async (_, payload, path) => {
    const before = await writeCounts();
    const response = await send(payload());
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((detail: { path: string }) => detail.path)).toContain(path);
    expect(await writeCounts()).toEqual(before);
  });

  it('is for staff who move stock: cashiers get 403', async () => {
    expect((await list('', cashier)).statusCode).toBe(403);
    expect((await send({ toStoreId: secondStoreId, lines: [] }, cashier)).statusCode).toBe(403);
    expect((await list('', inventory)).statusCode).toBe(200);
  });

  it('offers every other store as a destination', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/transfers/destinations',
      headers: { cookie: atFirst },
    });
    expect(response.statusCode).toBe(200);
    const ids = response.json().map((store: { id: string }) => store.id);
    expect(ids).toContain(secondStoreId);
    expect(ids).not.toContain(firstStoreId);
  });
});

describe('goods sold by weight', () => {
  it('sends 0.75 kg of cheese: each store’s stock moves by exactly 750 thousandths of a kg', async () => {
    const gouda = await addProduct(t, atFirst, { sku: 'DELI-TRF-GOU', soldBy: 'kg', stock: 1500 });
    const sent = await send({ toStoreId: secondStoreId, lines: [{ productId: gouda.id, quantity: 750 }] });
    expect(sent.statusCode).toBe(201);
    const transfer = sent.json();
    expect(transfer.lines).toEqual([expect.objectContaining({ productId: gouda.id, soldBy: 'kg', quantity: 750 })]);
    expect(await stockAt(firstStoreId, gouda.id)).toBe(750);
    expect((await auditOf(transfer.id))[0]?.summary).toContain('1 product, 0.75 kg');

    expect((await receive(transfer.id)).statusCode).toBe(200);
    expect(await stockAt(secondStoreId, gouda.id)).toBe(750);
    expect((await ledgerOf(transfer.id)).map((row) => [row.reason, row.quantity_change])).toEqual([
      ['transfer_out', -750],
      ['transfer_in', 750],
    ]);

    // More than is left is refused in kg, and nothing is written.
    const before = await writeCounts();
    const over = await send({ toStoreId: secondStoreId, lines: [{ productId: gouda.id, quantity: 751 }] });
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toContain(`Only 0.75 kg of ${gouda.name} in stock at`);
    expect(over.json().details).toEqual([{ path: 'lines.0.quantity', message: 'Only 0.75 kg in stock' }]);
    expect(await writeCounts()).toEqual(before);
  });

  it('holds a line to a million of its unit: 100 kg of a product sold by the gram goes, a million and one units not', async () => {
    const flour = await addProduct(t, atFirst, { sku: 'DELI-TRF-FLR', soldBy: 'g', stock: 100_000_000 });
    const sent = await send({ toStoreId: secondStoreId, lines: [{ productId: flour.id, quantity: 100_000_000 }] });
    expect(sent.statusCode).toBe(201);
    const over = await send({ toStoreId: secondStoreId, lines: [{ productId: a.id, quantity: 1_000_001 }] });
    expect(over.statusCode).toBe(400);
    expect(over.json().details).toEqual([{ path: 'lines.0.quantity', message: 'At most 1,000,000' }]);
  });
});
