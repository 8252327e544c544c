import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import { GroupCommit } from '../../db/group-commit';
import { receiveTransfer } from '../../services/transfer-service';
import type { TestApp } from '../../test/build-test-app';
import { buildTransferApp, secondStore } from './transfer.fixtures';
import type { TransferApp } from './transfer.fixtures';

// Sending stock to another store and receiving it there: each store's stock and ledger, once however often it is
// received.
let transferApp: TransferApp;
let t: TestApp;
/** Admin sessions working in the first store and in a second one opened for these tests. */
let atFirst: string;
let atSecond: string;
let inventory: string;
let firstStoreId: string;
let secondStoreId: string;
/** Two products the first store has at least 5 of. */
let a: TransferApp['a'];
let b: TransferApp['b'];
let send: TransferApp['send'];
let receive: TransferApp['receive'];
let list: TransferApp['list'];
let stockAt: TransferApp['stockAt'];
let ledgerOf: TransferApp['ledgerOf'];
let writeCounts: TransferApp['writeCounts'];
let auditOf: TransferApp['auditOf'];
beforeAll(async () => {
  transferApp = await buildTransferApp();
  ({
    t,
    atFirst,
    atSecond,
    inventory,
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
  } = transferApp);
});
afterAll(() => transferApp?.t.close());

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
