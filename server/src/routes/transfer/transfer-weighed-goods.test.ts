import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct } from '../../test/add-product';
import type { TestApp } from '../../test/build-test-app';
import { buildTransferApp } from './transfer.fixtures';
import type { TransferApp } from './transfer.fixtures';

// Goods sold by weight on transfers: sent and received in the product's unit.
let transferApp: TransferApp;
let t: TestApp;
/** An admin session working in the first store (the second is opened for these tests). */
let atFirst: string;
let firstStoreId: string;
let secondStoreId: string;
/** A product the first store has at least 5 of. */
let a: TransferApp['a'];
let send: TransferApp['send'];
let receive: TransferApp['receive'];
let stockAt: TransferApp['stockAt'];
let ledgerOf: TransferApp['ledgerOf'];
let writeCounts: TransferApp['writeCounts'];
let auditOf: TransferApp['auditOf'];
beforeAll(async () => {
  transferApp = await buildTransferApp();
  ({ t, atFirst, firstStoreId, secondStoreId, a, send, receive, stockAt, ledgerOf, writeCounts, auditOf } =
    transferApp);
});
afterAll(() => transferApp?.t.close());

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
