import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { up } from './035-thresholds-with-tax';

// Thresholds set up before migration 035 counted the total before tax: they, and each sale's copy, keep doing so.

let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await buildTestApp();
  manager = await t.signInAs('manager');
});
afterAll(() => t?.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie: manager } });

it('marks the thresholds saved before it "before tax", in promotions and on sales, and leaves the rest', async () => {
  const created = async (name: string, rule: object) => {
    const response = await post('/api/promotions', { name, rule });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  };
  const old = await created('$1 off $5', { kind: 'spend_threshold', thresholdCents: 500, amountCents: 100 });
  const counted = await created('$1 off $500', {
    kind: 'spend_threshold',
    thresholdCents: 50_000,
    amountCents: 100,
    thresholdIncludesTax: true,
  });
  const percent = await created('10 % off pots', {
    kind: 'percent_off',
    percentBps: 1000,
    target: { productIds: ['prod-terracotta'], categoryIds: [] },
  });
  const priced = await post('/api/sales/price', { lines: [{ productId: 'prod-terracotta', quantity: 1 }] });
  const total = priced.json<{ totalCents: number }>().totalCents;
  const sale = await post('/api/sales', {
    id: randomUUID(),
    tillId: 'till-1',
    lines: [{ productId: 'prod-terracotta', quantity: 1 }],
    payments: [{ method: 'card', amountCents: total }],
    expectedTotalCents: total,
  });
  expect(sale.statusCode, sale.body).toBe(200);
  // As an earlier version stored it: no word on tax.
  const oldRule = { kind: 'spend_threshold', thresholdCents: 500, amountCents: 100 };
  await t.db
    .updateTable('promotions')
    .set({ rule_json: JSON.stringify(oldRule) })
    .where('id', '=', old)
    .execute();
  await t.db
    .updateTable('order_promotions')
    .set({ rule_json: JSON.stringify({ rule: oldRule, excludesTypedDiscounts: false }) })
    .where('promotion_id', '=', old)
    .execute();

  await up(t.db as unknown as Kysely<unknown>);

  const rule = async (id: string) =>
    JSON.parse(
      (await t.db.selectFrom('promotions').select('rule_json').where('id', '=', id).executeTakeFirstOrThrow())
        .rule_json,
    ) as Record<string, unknown>;
  expect(await rule(old)).toEqual({ ...oldRule, thresholdIncludesTax: false });
  expect(await rule(counted)).toMatchObject({ thresholdIncludesTax: true });
  expect(await rule(percent)).not.toHaveProperty('thresholdIncludesTax');
  const onSale = await t.db
    .selectFrom('order_promotions')
    .select('rule_json')
    .where('promotion_id', '=', old)
    .executeTakeFirstOrThrow();
  expect(JSON.parse(onSale.rule_json!)).toEqual({
    rule: { ...oldRule, thresholdIncludesTax: false },
    excludesTypedDiscounts: false,
  });
});
