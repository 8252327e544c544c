import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectOf } from '../db/dialect';
import type { Db } from '../db/database';
import { DomainError } from '../lib/errors';
import { buildTestApp } from '../test/build-test-app';
import type { TestApp } from '../test/build-test-app';
import { creditStoreCredit, redeemStoreCredit } from './store-credit-service';

let t: TestApp;
let db: Db;
let sale: { id: string };
let refund: { id: string };
const base = { storeId: 'store-1', userId: 'user-manager' };
const creditedAt = '2026-05-04T15:00:00.000Z';
const spentAt = '2026-05-04T15:01:00.000Z';

beforeAll(async () => {
  t = await buildTestApp();
  db = t.db;
  sale = await db.selectFrom('orders').select('id').orderBy('number').executeTakeFirstOrThrow();
  refund = await db.selectFrom('refunds').select('id').orderBy('number').executeTakeFirstOrThrow();
});
afterAll(() => t?.close());

const credit = (customerId: string, amountCents: number, refundId: string | null = refund.id, reason = '') =>
  db
    .transaction()
    .execute((trx) => creditStoreCredit(trx, { ...base, at: creditedAt, refundId, customerId, amountCents, reason }));
const spend = (customerId: string, amountCents: number, orderId = sale.id) =>
  db.transaction().execute((trx) => redeemStoreCredit(trx, { ...base, at: spentAt, orderId, customerId, amountCents }));

const balanceOf = async (customerId: string) =>
  (await db.selectFrom('customers').select('store_credit_cents').where('id', '=', customerId).executeTakeFirstOrThrow())
    .store_credit_cents;
const ledgerOf = (customerId: string) =>
  db
    .selectFrom('store_credit_ledger')
    .select(['kind', 'amount_cents', 'balance_after_cents', 'order_id', 'refund_id', 'reason', 'store_id', 'user_id'])
    .where('customer_id', '=', customerId)
    .orderBy('created_at')
    .execute();
const refusalOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { status: error.statusCode, message: error.message };
};

describe('store credit in sales and refunds', () => {
  it('credits a refund as store credit and spends part of it on a sale, each a ledger row', async () => {
    expect(await balanceOf('cust-emma')).toBe(0);
    expect(await credit('cust-emma', 4_000)).toEqual({ balanceCents: 4_000 });
    expect(await spend('cust-emma', 1_500)).toEqual({ balanceCents: 2_500 });
    expect(await balanceOf('cust-emma')).toBe(2_500);
    expect(await ledgerOf('cust-emma')).toEqual([
      {
        kind: 'refund',
        amount_cents: 4_000,
        balance_after_cents: 4_000,
        order_id: null,
        refund_id: refund.id,
        reason: '',
        store_id: 'store-1',
        user_id: 'user-manager',
      },
      {
        kind: 'redeem',
        amount_cents: -1_500,
        balance_after_cents: 2_500,
        order_id: sale.id,
        refund_id: null,
        reason: '',
        store_id: 'store-1',
        user_id: 'user-manager',
      },
    ]);
  });

  it('credits without a refund as an adjustment, keeping the reason', async () => {
    expect(await credit('cust-james', 500, null, '  Damaged on delivery ')).toEqual({ balanceCents: 500 });
    expect(await ledgerOf('cust-james')).toMatchObject([
      { kind: 'adjust', refund_id: null, reason: 'Damaged on delivery' },
    ]);
  });

  it('refuses spending more than the customer holds, an unknown customer and a non-positive amount', async () => {
    await credit('cust-sofia', 1_250);
    expect(await refusalOf(spend('cust-sofia', 1_251))).toEqual({
      status: 400,
      message: 'Sofia Martinez holds only $12.50 of store credit',
    });
    expect(await refusalOf(spend('nobody', 100))).toEqual({ status: 400, message: 'No such customer' });
    expect(await refusalOf(credit('nobody', 100))).toEqual({ status: 400, message: 'No such customer' });
    expect(await refusalOf(spend('cust-sofia', 0))).toEqual({
      status: 400,
      message: 'The amount must be more than $0.00',
    });
    expect(await refusalOf(credit('cust-sofia', -5))).toEqual({
      status: 400,
      message: 'The amount must be more than $0.00',
    });
    expect(await balanceOf('cust-sofia')).toBe(1_250);
    expect(await ledgerOf('cust-sofia')).toHaveLength(1);
  });
});

describe('two tills spending the same store credit', () => {
  it('of two sales only one can be covered by: exactly one succeeds and the balance is never negative', async () => {
    await credit('cust-grace', 5_000);
    const postgres = dialectOf(db) === 'postgres';
    let arrived = 0;
    let release: () => void = () => {};
    const bothRead = new Promise<void>((resolve) => (release = resolve));
    const attempt = (orderId: string) =>
      db.transaction().execute(async (trx) => {
        const seen = await trx
          .selectFrom('customers')
          .select('store_credit_cents')
          .where('id', '=', 'cust-grace')
          .executeTakeFirstOrThrow();
        // On PostgreSQL both see the $50.00 before either spends; SQLite runs one transaction at a time.
        if (postgres) {
          expect(seen.store_credit_cents).toBe(5_000);
          if (++arrived === 2) release();
          await bothRead;
        }
        return redeemStoreCredit(trx, { ...base, at: spentAt, orderId, customerId: 'cust-grace', amountCents: 3_000 });
      });
    const outcomes = await Promise.allSettled([attempt('race-a'), attempt('race-b')]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const lost = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toMatchObject({ statusCode: 400, message: 'Grace Kim holds only $20.00 of store credit' });
    expect(await balanceOf('cust-grace')).toBe(2_000);
    expect((await ledgerOf('cust-grace')).map((row) => row.amount_cents)).toEqual([5_000, -3_000]);
  });

  it('of ten tills spending $10.00 each from $45.00 at once, exactly four are paid', async () => {
    await credit('cust-henry', 4_500);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) => spend('cust-henry', 1_000, `rush-${index}`)),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(4);
    expect(await balanceOf('cust-henry')).toBe(500);
    const ledger = await ledgerOf('cust-henry');
    expect(ledger.reduce((sum, row) => sum + row.amount_cents, 0)).toBe(500);
    expect(ledger.every((row) => row.balance_after_cents >= 0)).toBe(true);
  });

  it('keeps the ledger unchangeable and the balance from going below zero in the database itself', async () => {
    await expect(
      sql`update customers set store_credit_cents = -1 where id = 'cust-emma'`.execute(db),
    ).rejects.toThrow();
    await expect(sql`update store_credit_ledger set reason = 'x'`.execute(db)).rejects.toThrow(
      /never changed or deleted/,
    );
    await expect(sql`delete from store_credit_ledger`.execute(db)).rejects.toThrow(/never changed or deleted/);
  });
});
