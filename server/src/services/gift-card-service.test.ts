import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectOf } from '../db/dialect';
import type { Db } from '../db/database';
import { savePreference } from '../db/repositories/settings-repository';
import { DomainError } from '../lib/errors';
import { buildTestApp } from '../test/build-test-app';
import type { TestApp } from '../test/build-test-app';
import { redeemGiftCard, returnToGiftCard, sellGiftCards } from './gift-card-service';

let t: TestApp;
let db: Db;
/** A real sale and refund of the demo history, so the ledger shows their numbers. */
let sale: { id: string; number: string };
let refund: { id: string; number: string };
const at = '2026-05-04T15:00:00.000Z';
const base = { storeId: 'store-1', userId: 'user-cashier', at };
/** Spending and refunds come a minute and two after the cards are sold, so the ledger's order is their order. */
const spentAt = '2026-05-04T15:01:00.000Z';
const refundedAt = '2026-05-04T15:02:00.000Z';

beforeAll(async () => {
  t = await buildTestApp();
  db = t.db;
  sale = await db.selectFrom('orders').select(['id', 'number']).orderBy('number').executeTakeFirstOrThrow();
  refund = await db.selectFrom('refunds').select(['id', 'number']).orderBy('number').executeTakeFirstOrThrow();
});
afterAll(() => t?.close());

const sell = (cards: { code: string; amountCents: number }[], orderId = sale.id) =>
  db.transaction().execute((trx) => sellGiftCards(trx, { ...base, orderId, cards }));
const redeem = (code: string, amountCents: number, orderId = sale.id) =>
  db.transaction().execute((trx) => redeemGiftCard(trx, { ...base, at: spentAt, orderId, code, amountCents }));
const giveBack = (code: string, amountCents: number) =>
  db
    .transaction()
    .execute((trx) => returnToGiftCard(trx, { ...base, at: refundedAt, refundId: refund.id, code, amountCents }));

const card = (code: string) => db.selectFrom('gift_cards').selectAll().where('code', '=', code).executeTakeFirst();
const ledgerOf = async (code: string) =>
  db
    .selectFrom('gift_card_ledger')
    .innerJoin('gift_cards', 'gift_cards.id', 'gift_card_ledger.gift_card_id')
    .select([
      'gift_card_ledger.kind',
      'gift_card_ledger.amount_cents',
      'gift_card_ledger.balance_after_cents',
      'gift_card_ledger.order_id',
      'gift_card_ledger.refund_id',
      'gift_card_ledger.store_id',
      'gift_card_ledger.user_id',
    ])
    .where('gift_cards.code', '=', code)
    .orderBy('gift_card_ledger.created_at')
    .execute();
const rowCount = async (table: 'gift_cards' | 'gift_card_ledger') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
/** The refusal a call threw: its status and message. */
const refusalOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { status: error.statusCode, message: error.message };
};

describe('selling gift cards', () => {
  it('issues a card for an unknown code, stored upper-case, with an issue row for the sale', async () => {
    expect(await sell([{ code: '  gc-issue-1 ', amountCents: 5_000 }])).toEqual([
      { code: 'GC-ISSUE-1', kind: 'issue', amountCents: 5_000, balanceCents: 5_000 },
    ]);
    expect(await card('GC-ISSUE-1')).toMatchObject({
      balance_cents: 5_000,
      issued_at: at,
      issued_store_id: 'store-1',
      last_used_at: null,
    });
    expect(await ledgerOf('GC-ISSUE-1')).toEqual([
      {
        kind: 'issue',
        amount_cents: 5_000,
        balance_after_cents: 5_000,
        order_id: sale.id,
        refund_id: null,
        store_id: 'store-1',
        user_id: 'user-cashier',
      },
    ]);
  });

  it('reloads a card it knows, whatever the case typed, at any store of the chain', async () => {
    await sell([{ code: 'GC-RELOAD', amountCents: 2_500 }]);
    const reloaded = await db.transaction().execute((trx) =>
      sellGiftCards(trx, {
        ...base,
        at: spentAt,
        storeId: 'store-2',
        orderId: sale.id,
        cards: [{ code: 'gc-reload', amountCents: 1_000 }],
      }),
    );
    expect(reloaded).toEqual([{ code: 'GC-RELOAD', kind: 'reload', amountCents: 1_000, balanceCents: 3_500 }]);
    expect((await card('GC-RELOAD'))?.balance_cents).toBe(3_500);
    expect((await ledgerOf('GC-RELOAD')).map((row) => [row.kind, row.store_id, row.balance_after_cents])).toEqual([
      ['issue', 'store-1', 2_500],
      ['reload', 'store-2', 3_500],
    ]);
  });

  it('answers several cards in the order given, a code twice being issued then reloaded', async () => {
    expect(
      await sell([
        { code: 'GC-ZZ-9', amountCents: 2_500 },
        { code: 'GC-AA-1', amountCents: 5_000 },
        { code: 'gc-zz-9', amountCents: 10_000 },
      ]),
    ).toEqual([
      { code: 'GC-ZZ-9', kind: 'issue', amountCents: 2_500, balanceCents: 2_500 },
      { code: 'GC-AA-1', kind: 'issue', amountCents: 5_000, balanceCents: 5_000 },
      { code: 'GC-ZZ-9', kind: 'reload', amountCents: 10_000, balanceCents: 12_500 },
    ]);
  });

  it('refuses a load that would take a card over $2,000.00, and writes nothing of the sale’s cards', async () => {
    await sell([{ code: 'GC-NEAR-MAX', amountCents: 195_000 }]);
    const before = { cards: await rowCount('gift_cards'), ledger: await rowCount('gift_card_ledger') };
    const refused = await refusalOf(
      sell([
        { code: 'GC-OTHER-NEW', amountCents: 1_000 },
        { code: 'GC-NEAR-MAX', amountCents: 5_001 },
      ]),
    );
    expect(refused).toEqual({
      status: 400,
      message: 'A gift card holds at most $2,000.00: this one holds $1,950.00, so add at most $50.00',
    });
    expect({ cards: await rowCount('gift_cards'), ledger: await rowCount('gift_card_ledger') }).toEqual(before);
    expect((await card('GC-NEAR-MAX'))?.balance_cents).toBe(195_000);
    expect(await card('GC-OTHER-NEW')).toBeUndefined();
    expect((await sell([{ code: 'GC-NEAR-MAX', amountCents: 5_000 }]))[0]?.balanceCents).toBe(200_000);
  });

  it.each([
    [{ code: 'GC-CHEAP', amountCents: 99 }, 'Load at least $1.00'],
    [{ code: 'GC-DEAR', amountCents: 200_001 }, 'Load at most $2,000.00'],
    [{ code: 'GC-HALF', amountCents: 1_000.5 }, 'Enter an amount like 25.00'],
    [{ code: 'GC 12', amountCents: 1_000 }, 'Use 4–32 letters, digits or dashes'],
    [{ code: '', amountCents: 1_000 }, 'Enter the gift card code'],
  ])('refuses %j: %s', async (input, message) => {
    expect(await refusalOf(sell([input]))).toEqual({ status: 400, message });
    expect(await card(input.code.toUpperCase())).toBeUndefined();
  });

  it('issues new cards only with the store’s gift card prefix, but still reloads older cards', async () => {
    await sell([{ code: 'OLD-CARD-1', amountCents: 1_000 }]);
    await savePreference(db, 'payments', { enabledMethods: ['cash', 'card', 'voucher'], voucherPrefix: 'gc-' }, at);
    try {
      expect(await refusalOf(sell([{ code: 'XY-2222', amountCents: 1_000 }]))).toEqual({
        status: 400,
        message: 'Gift card codes start with GC-',
      });
      expect(await card('XY-2222')).toBeUndefined();
      expect(await sell([{ code: 'gc-2222', amountCents: 1_000 }])).toMatchObject([{ kind: 'issue' }]);
      expect(await sell([{ code: 'OLD-CARD-1', amountCents: 1_000 }])).toMatchObject([
        { kind: 'reload', balanceCents: 2_000 },
      ]);
    } finally {
      await db.deleteFrom('store_preferences').where('key', '=', 'payments').execute();
    }
  });
});

describe('redeeming and refunding to a gift card', () => {
  it('takes part of a payment off the card, leaving the rest, and puts a refund back', async () => {
    await sell([{ code: 'GC-SPEND', amountCents: 5_000 }]);
    expect(await redeem('gc-spend', 1_250)).toEqual({ code: 'GC-SPEND', balanceCents: 3_750 });
    expect(await giveBack(' GC-spend', 1_000)).toEqual({ code: 'GC-SPEND', balanceCents: 4_750 });
    expect((await card('GC-SPEND'))?.balance_cents).toBe(4_750);
    expect((await card('GC-SPEND'))?.last_used_at).toBe(refundedAt);
    expect((await ledgerOf('GC-SPEND')).map((row) => [row.kind, row.amount_cents, row.balance_after_cents])).toEqual([
      ['issue', 5_000, 5_000],
      ['redeem', -1_250, 3_750],
      ['refund', 1_000, 4_750],
    ]);
    const refundRow = (await ledgerOf('GC-SPEND'))[2];
    expect(refundRow).toMatchObject({ refund_id: refund.id, order_id: null });
  });

  it('refuses an unknown code and a card holding too little, with the till’s messages', async () => {
    await sell([{ code: 'GC-1234', amountCents: 1_250 }]);
    expect(await refusalOf(redeem('gc-9999', 100))).toEqual({
      status: 400,
      message: 'No gift card with code GC-9999',
    });
    expect(await refusalOf(redeem('GC-1234', 1_251))).toEqual({
      status: 400,
      message: 'Gift card GC-1234 holds only $12.50',
    });
    expect(await refusalOf(redeem('GC-1234', 0))).toEqual({
      status: 400,
      message: 'The amount must be more than $0.00',
    });
    expect((await card('GC-1234'))?.balance_cents).toBe(1_250);
    expect(await ledgerOf('GC-1234')).toHaveLength(1);
    expect(await redeem('GC-1234', 1_250)).toEqual({ code: 'GC-1234', balanceCents: 0 });
  });

  it('opens a card for a refund to a voucher code the ledger never had (a sale from before it)', async () => {
    expect(await giveBack('GV-OLD-1', 700)).toEqual({ code: 'GV-OLD-1', balanceCents: 700 });
    expect((await card('GV-OLD-1'))?.balance_cents).toBe(700);
    expect(await ledgerOf('GV-OLD-1')).toHaveLength(1);
  });

  it('refuses a refund that would take the card over $2,000.00', async () => {
    await sell([{ code: 'GC-FULL', amountCents: 200_000 }]);
    expect(await refusalOf(giveBack('GC-FULL', 1))).toEqual({
      status: 400,
      message: 'Gift card GC-FULL would hold more than $2,000.00: refund the rest another way',
    });
    expect((await card('GC-FULL'))?.balance_cents).toBe(200_000);
  });
});

describe('two tills at the same card', () => {
  it('of two redemptions only one can be covered by: exactly one succeeds and the balance is never negative', async () => {
    await sell([{ code: 'GC-RACE', amountCents: 5_000 }]);
    const postgres = dialectOf(db) === 'postgres';
    // On PostgreSQL both transactions first see the $50.00 and only then try to take $30.00 each; SQLite runs one
    // transaction at a time on its one connection, so there the second simply comes after the first.
    let arrived = 0;
    let release: () => void = () => {};
    const bothRead = new Promise<void>((resolve) => (release = resolve));
    const attempt = (orderId: string) =>
      db.transaction().execute(async (trx) => {
        const seen = await trx
          .selectFrom('gift_cards')
          .select('balance_cents')
          .where('code', '=', 'GC-RACE')
          .executeTakeFirstOrThrow();
        if (postgres) {
          expect(seen.balance_cents).toBe(5_000);
          if (++arrived === 2) release();
          await bothRead;
        }
        return redeemGiftCard(trx, { ...base, at: spentAt, orderId, code: 'GC-RACE', amountCents: 3_000 });
      });
    const outcomes = await Promise.allSettled([attempt('race-order-a'), attempt('race-order-b')]);
    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const lost = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect((lost[0] as PromiseRejectedResult).reason).toMatchObject({
      statusCode: 400,
      message: 'Gift card GC-RACE holds only $20.00',
    });
    expect((await card('GC-RACE'))?.balance_cents).toBe(2_000);
    expect((await ledgerOf('GC-RACE')).map((row) => [row.kind, row.amount_cents])).toEqual([
      ['issue', 5_000],
      ['redeem', -3_000],
    ]);
  });

  it('of ten tills spending $10.00 each from $50.00 at once, exactly five are paid and the ledger adds up', async () => {
    await sell([{ code: 'GC-RUSH', amountCents: 5_000 }]);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) => redeem('GC-RUSH', 1_000, `rush-${index}`)),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    expect((await card('GC-RUSH'))?.balance_cents).toBe(0);
    const ledger = await ledgerOf('GC-RUSH');
    expect(ledger.reduce((sum, row) => sum + row.amount_cents, 0)).toBe(0);
    expect(ledger.every((row) => row.balance_after_cents >= 0)).toBe(true);
    expect(ledger.filter((row) => row.kind === 'redeem')).toHaveLength(5);
  });

  it('keeps the ledger unchangeable and the balance from going below zero in the database itself', async () => {
    await sell([{ code: 'GC-GUARD', amountCents: 1_000 }]);
    const id = (await card('GC-GUARD'))?.id ?? '';
    await expect(sql`update gift_cards set balance_cents = -1 where id = ${id}`.execute(db)).rejects.toThrow();
    await expect(
      sql`update gift_card_ledger set amount_cents = 0 where gift_card_id = ${id}`.execute(db),
    ).rejects.toThrow(/never changed or deleted/);
    await expect(sql`delete from gift_card_ledger where gift_card_id = ${id}`.execute(db)).rejects.toThrow(
      /never changed or deleted/,
    );
    expect((await card('GC-GUARD'))?.balance_cents).toBe(1_000);
  });
});
