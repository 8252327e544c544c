import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { buildTransferApp } from './transfer.fixtures';
import type { TransferApp } from './transfer.fixtures';

// Transfers refused, writing nothing, and who may make them.
let transferApp: TransferApp;
let t: TestApp;
/** An admin session working in the first store (the second is opened for these tests). */
let atFirst: string;
let inventory: string;
let cashier: string;
let firstStoreId: string;
let secondStoreId: string;
/** Two products the first store has at least 5 of. */
let a: TransferApp['a'];
let b: TransferApp['b'];
let send: TransferApp['send'];
let list: TransferApp['list'];
let stockAt: TransferApp['stockAt'];
let writeCounts: TransferApp['writeCounts'];
beforeAll(async () => {
  transferApp = await buildTransferApp();
  ({ t, atFirst, inventory, cashier, firstStoreId, secondStoreId, a, b, send, list, stockAt, writeCounts } =
    transferApp);
});
afterAll(() => transferApp?.t.close());

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
