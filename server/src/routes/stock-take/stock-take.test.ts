import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct } from '../../test/add-product';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { productsInStore, setStock } from '../../test/store-stock';

// A stock take: counts from several devices at once, variances against the stock on hand, applied as one set of
// 'counted' movements, and nothing written for bad input.

let t: TestApp;
let inventory: string;
let manager: string;
beforeAll(async () => {
  t = await buildTestApp();
  [inventory, manager] = await Promise.all([t.signInAs('inventory'), t.signInAs('manager')]);
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, cookie = inventory) =>
  t.app.inject({ method, url, payload, headers: { cookie } });
const stockOf = async (id: string) =>
  (await productsInStore(t.db).where('products.id', '=', id).executeTakeFirstOrThrow()).stock;

describe('stock takes', () => {
  it('counts a category from two devices, reviews the variance, and applies it as one set of movements', async () => {
    const tools = await t.db
      .selectFrom('products')
      .select(['id', 'barcode', 'sku'])
      .where('category_id', '=', 'cat-tools')
      .orderBy('name')
      .execute();
    expect(tools.length).toBeGreaterThanOrEqual(2);
    const [secateurs, trowel] = [
      tools.find((p) => p.id === 'prod-secateurs')!,
      tools.find((p) => p.id === 'prod-trowel')!,
    ];
    await setStock(t.db, secateurs.id, 10);
    await setStock(t.db, trowel.id, 7);

    const started = await call('POST', '/api/stock-takes', { categoryId: 'cat-tools', note: 'Monthly count' });
    expect(started.statusCode).toBe(201);
    const take = started.json();
    expect(take).toMatchObject({ status: 'counting', category: { id: 'cat-tools' }, lines: [] });
    expect(take.number).toMatch(/^ST-\d{4}$/);
    expect(take.uncountedCount).toBe(tools.length);

    // Two devices scan the secateurs at once, 8 scans in all; one types the trowels' count.
    const scan = (cookie: string) =>
      call(
        'POST',
        `/api/stock-takes/${take.id}/counts`,
        { code: secateurs.barcode ?? secateurs.sku, quantity: 1, mode: 'add' },
        cookie,
      );
    const scans = await Promise.all([...Array(4)].flatMap(() => [scan(inventory), scan(manager)]));
    expect(scans.every((response) => response.statusCode === 200)).toBe(true);
    await call('POST', `/api/stock-takes/${take.id}/counts`, { productId: trowel.id, quantity: 9 });

    const review = (await call('GET', `/api/stock-takes/${take.id}`)).json();
    expect(review.lines.find((l: { productId: string }) => l.productId === secateurs.id)).toMatchObject({
      counted: 8,
      onHand: 10,
      variance: -2,
    });
    expect(review.lines.find((l: { productId: string }) => l.productId === trowel.id)).toMatchObject({
      counted: 9,
      onHand: 7,
      variance: 2,
    });
    expect(review.uncountedCount).toBe(tools.length - 2);

    // A sale during the count shows in the variance at once: one secateurs sold.
    await setStock(t.db, secateurs.id, 9);
    expect(
      (await call('GET', `/api/stock-takes/${take.id}`))
        .json()
        .lines.find((l: { productId: string }) => l.productId === secateurs.id).variance,
    ).toBe(-1);

    const applied = await call('POST', `/api/stock-takes/${take.id}/apply`, { uncounted: 'keep' });
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ status: 'applied', appliedBy: { name: expect.any(String) } });
    expect(await stockOf(secateurs.id)).toBe(8);
    expect(await stockOf(trowel.id)).toBe(9);
    const movements = await t.db
      .selectFrom('stock_movements')
      .select(['product_id', 'quantity_change', 'reason'])
      .where('reference', '=', take.id)
      .orderBy('product_id')
      .execute();
    expect(movements).toEqual([
      { product_id: secateurs.id, quantity_change: -1, reason: 'counted' },
      { product_id: trowel.id, quantity_change: 2, reason: 'counted' },
    ]);
    // Applied, the review keeps the stock each count replaced.
    const after = (await call('GET', `/api/stock-takes/${take.id}`)).json();
    expect(after.lines.find((l: { productId: string }) => l.productId === secateurs.id)).toMatchObject({
      onHand: 9,
      variance: -1,
    });
    // Closed to more counts, and applied once only.
    expect(
      (await call('POST', `/api/stock-takes/${take.id}/counts`, { productId: trowel.id, quantity: 1 })).statusCode,
    ).toBe(409);
    expect((await call('POST', `/api/stock-takes/${take.id}/apply`, {})).statusCode).toBe(409);
    const history = (await call('GET', `/api/products/${trowel.id}/stock-movements`)).json();
    expect(history.items[0]).toMatchObject({ reason: 'counted', reference: take.number });
  });

  it('counts products nobody counted as none when asked to', async () => {
    await setStock(t.db, 'prod-compost', 5);
    await setStock(t.db, 'prod-tomato-feed', 4);
    const take = (await call('POST', '/api/stock-takes', { categoryId: 'cat-soil' })).json();
    await call('POST', `/api/stock-takes/${take.id}/counts`, { productId: 'prod-compost', quantity: 5 });
    const applied = (await call('POST', `/api/stock-takes/${take.id}/apply`, { uncounted: 'zero' })).json();
    expect(applied.uncountedCount).toBe(0);
    expect(await stockOf('prod-compost')).toBe(5);
    expect(await stockOf('prod-tomato-feed')).toBe(0);
  });

  it('refuses what does not belong, says why, and writes nothing', async () => {
    const take = (await call('POST', '/api/stock-takes', { categoryId: 'cat-tools' })).json();
    const outside = await call('POST', `/api/stock-takes/${take.id}/counts`, {
      productId: 'prod-monstera',
      quantity: 3,
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error).toMatch(/^Monstera Deliciosa 25cm is not in /);
    const unknown = await call('POST', `/api/stock-takes/${take.id}/counts`, {
      code: '0000000000000',
      quantity: 1,
      mode: 'add',
    });
    expect(unknown.json()).toMatchObject({ error: 'No product has the code 0000000000000' });
    const negative = await call('POST', `/api/stock-takes/${take.id}/counts`, {
      productId: 'prod-trowel',
      quantity: -4,
    });
    expect(negative.statusCode).toBe(400);
    const nothing = await call('POST', `/api/stock-takes/${take.id}/counts`, { quantity: 4 });
    expect(nothing.json().details[0]).toMatchObject({ path: 'code', message: 'Scan or type a barcode or SKU' });
    expect((await call('POST', '/api/stock-takes', { categoryId: 'cat-nope' })).statusCode).toBe(400);
    expect((await call('GET', `/api/stock-takes/${take.id}`)).json().lines).toEqual([]);
    // Nothing counted: applying is refused and the count stays open.
    const empty = await call('POST', `/api/stock-takes/${take.id}/apply`, {});
    expect(empty.json()).toMatchObject({ error: 'Count at least one product before applying' });
    expect((await call('GET', `/api/stock-takes/${take.id}`)).json().status).toBe('counting');
    // A count taken back, then the count cancelled: no stock moves.
    await call('POST', `/api/stock-takes/${take.id}/counts`, { productId: 'prod-trowel', quantity: 1 });
    expect((await call('DELETE', `/api/stock-takes/${take.id}/counts/prod-trowel`)).statusCode).toBe(204);
    const cancelled = (await call('POST', `/api/stock-takes/${take.id}/cancel`)).json();
    expect(cancelled.status).toBe('cancelled');
    const moved = await t.db.selectFrom('stock_movements').select('id').where('reference', '=', take.id).execute();
    expect(moved).toEqual([]);
    const listed = (await call('GET', '/api/stock-takes?status=cancelled')).json();
    expect(listed.items.map((s: { id: string }) => s.id)).toEqual([take.id]);
  });

  it('refuses a second count of the same shelves while one is open, and allows one of other shelves', async () => {
    const seeds = (await call('POST', '/api/stock-takes', { categoryId: 'cat-seeds' })).json();
    const again = await call('POST', '/api/stock-takes', { categoryId: 'cat-seeds' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(
      `${seeds.number} is still counting these products: add your counts to it from this device, or cancel it first`,
    );
    // Everything overlaps every category; another category does not.
    expect((await call('POST', '/api/stock-takes', {})).statusCode).toBe(409);
    const pots = await call('POST', '/api/stock-takes', { categoryId: 'cat-pots' });
    expect(pots.statusCode).toBe(201);
    const counting = (await call('GET', '/api/stock-takes?status=counting')).json();
    expect(counting.items.map((take: { id: string }) => take.id).sort()).toEqual([seeds.id, pots.json().id].sort());
    for (const id of [seeds.id, pots.json().id]) await call('POST', `/api/stock-takes/${id}/cancel`);
    const all = await call('POST', '/api/stock-takes', {});
    expect(all.statusCode).toBe(201);
    expect((await call('POST', '/api/stock-takes', { categoryId: 'cat-pots' })).statusCode).toBe(409);
    await call('POST', `/api/stock-takes/${all.json().id}/cancel`);
  });
});

describe('goods sold by weight', () => {
  it('counts 10.25 lb of cheese as 10250 thousandths of a lb, refuses a scan of it, and applies exactly that', async () => {
    const deli = await call('POST', '/api/categories', { name: 'Deli counter' });
    expect(deli.statusCode).toBe(201);
    const categoryId = deli.json().id;
    const cheddar = await addProduct(t, inventory, {
      sku: 'DELI-ST-CHD',
      soldBy: 'lb',
      stock: 12_000,
      costCents: 1200,
      categoryId,
    });
    const flour = await addProduct(t, inventory, { sku: 'DELI-ST-FLR', soldBy: 'g', stock: 0, categoryId });
    const gouda = await addProduct(t, inventory, { sku: 'DELI-ST-GOU', soldBy: 'kg', stock: 2000, categoryId });
    const take = (await call('POST', '/api/stock-takes', { categoryId })).json();
    const counts = `/api/stock-takes/${take.id}/counts`;

    // A scan cannot say how much cheese is on the shelf: it is weighed and its weight typed.
    const scanned = await call('POST', counts, { code: cheddar.sku, quantity: 1, mode: 'add' });
    expect(scanned.statusCode).toBe(400);
    expect(scanned.json().details).toEqual([
      { path: 'quantity', message: `Weigh ${cheddar.name} and type its weight in lb` },
    ]);
    const typed = await call('POST', counts, { code: cheddar.sku, quantity: 10_250 });
    expect(typed.json()).toEqual({ productId: cheddar.id, name: cheddar.name, soldBy: 'lb', counted: 10_250 });
    // 100 kg of flour, counted in grams: thousandths of a gram, far past a million.
    expect((await call('POST', counts, { productId: flour.id, quantity: 100_000_000 })).json().counted).toBe(
      100_000_000,
    );

    const review = (await call('GET', `/api/stock-takes/${take.id}`)).json();
    expect(review.lines.find((line: { productId: string }) => line.productId === cheddar.id)).toMatchObject({
      soldBy: 'lb',
      counted: 10_250,
      onHand: 12_000,
      variance: -1750,
      // 1.75 lb at $12.00 a lb.
      varianceCostCents: -2100,
    });
    expect(review.uncounted).toEqual([
      { productId: gouda.id, name: gouda.name, sku: gouda.sku, soldBy: 'kg', onHand: 2000 },
    ]);

    expect((await call('POST', `/api/stock-takes/${take.id}/apply`, { uncounted: 'keep' })).statusCode).toBe(200);
    expect(await stockOf(cheddar.id)).toBe(10_250);
    expect(await stockOf(flour.id)).toBe(100_000_000);
    expect(await stockOf(gouda.id)).toBe(2000);
    const movements = await t.db
      .selectFrom('stock_movements')
      .select(['product_id', 'quantity_change'])
      .where('reference', '=', take.id)
      .execute();
    expect(movements).toHaveLength(2);
    expect(movements).toContainEqual({ product_id: cheddar.id, quantity_change: -1750 });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('summary')
      .where('subject_id', '=', take.id)
      .where('action', '=', 'stock_take.applied')
      .executeTakeFirstOrThrow();
    expect(audit.summary).toBe(`${take.number} · 2 counted, 2 changed · -1.75 lb · +100,000 g`);
  });
});
