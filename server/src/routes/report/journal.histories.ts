import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import type { Db } from '../../db/database';
import type { GroupCommit } from '../../db/group-commit';
import { DomainError } from '../../lib/errors';
import { recordAccountPayment } from '../../services/account-service';
import { completeSale } from '../../services/complete-sale';
import { recordCashMovement } from '../../services/shift-cash-movement-service';
import { closeShift, countShift } from '../../services/shift-close-service';
import { openShift } from '../../services/shift-service';
import { getStorePricing } from '../../services/settings-service';
import { admin, products, stores, tills } from './report-rollups.fixtures';
import { otherArbitrary, refundArbitrary, returnArbitrary, saleArbitrary } from './report-rollups.histories';
import type { Sold } from './report-rollups.histories';

// The operations journal.property.test.ts adds to the rollup histories' (sales with every tender, gift cards sold,
// refunds, returns, store credit by hand): sales on a trade account, payments onto it, pay-ins and pay-outs, and
// each day's shift on every till, opened in the morning and closed in the evening, over or short.

/** The trade customer: cust-1's account (store-1 opens it). */
export const tradeCustomer = 'cust-1';

const storeArbitrary = fc.constantFrom(...stores);
const accountSaleArbitrary = fc.record({
  kind: fc.constant('account sale' as const),
  store: storeArbitrary,
  product: fc.constantFrom('a', 'b', 'c', 'd'),
  quantity: fc.integer({ min: 1, max: 3 }),
});
const accountPaymentArbitrary = fc.record({
  kind: fc.constant('account payment' as const),
  store: storeArbitrary,
  method: fc.constantFrom('cash' as const, 'card' as const, 'cheque' as const),
  share: fc.integer({ min: 1, max: 100 }),
});
const cashArbitrary = fc.record({
  kind: fc.constantFrom('pay_in' as const, 'pay_out' as const),
  store: storeArbitrary,
  cents: fc.integer({ min: 1, max: 2_000 }),
});

// Never counted exactly: each evening posts an over or a short, so every day of each store has a journal.
const offByArbitrary = fc.integer({ min: -300, max: 300 }).filter((cents) => cents !== 0);

/** One day's operations, in order, and how far each store's count is off that evening (+ over, − short). */
export const dayArbitrary = fc.record({
  ops: fc.array(
    fc.oneof(
      { arbitrary: saleArbitrary, weight: 4 },
      { arbitrary: refundArbitrary, weight: 1 },
      { arbitrary: returnArbitrary, weight: 1 },
      { arbitrary: otherArbitrary, weight: 1 },
      { arbitrary: accountSaleArbitrary, weight: 1 },
      { arbitrary: accountPaymentArbitrary, weight: 1 },
      { arbitrary: cashArbitrary, weight: 1 },
    ),
    { minLength: 1, maxLength: 4 },
  ),
  offBy: fc.tuple(offByArbitrary, offByArbitrary),
});

export type DayOp = (typeof dayArbitrary extends fc.Arbitrary<infer T> ? T : never)['ops'][number];

/** The trade account's, the drawers' and the shifts' operations, done as a till and a manager would. */
export function journalTill(db: Db, writer: GroupCommit) {
  const openShiftOf = async (store: (typeof stores)[number]) => {
    const shift = await db
      .selectFrom('shifts')
      .select('id')
      .where('till_id', '=', tills[store])
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    return shift.id;
  };

  /** Sells one product on the trade customer's account, at what the till would show. */
  async function sellOnAccount(op: Extract<DayOp, { kind: 'account sale' }>, now: Date, sold: Sold[]) {
    const product = products.find((p) => p.id === op.product)!;
    const pricing = await getStorePricing(db, op.store);
    const { totalCents } = cartTotals(
      [
        {
          unitPriceCents: product.price,
          quantity: op.quantity,
          taxRate: product.tax / 100,
          categoryId: product.category,
        },
      ],
      null,
      pricing,
    );
    const sale = await completeSale(
      writer,
      db,
      op.store,
      {
        id: randomUUID(),
        tillId: tills[op.store],
        lines: [{ productId: op.product, quantity: op.quantity }],
        customerId: tradeCustomer,
        payments: [{ method: 'account', amountCents: totalCents }],
        expectedTotalCents: totalCents,
      },
      admin,
      now,
    );
    sold.push({ id: sale.id, lines: sale.lines.map((l) => ({ id: l.id, quantity: l.quantity })) });
  }

  /** Pays a share (in percent) of what the trade customer owes, never more: the account stays out of credit. */
  async function payOnAccount(op: Extract<DayOp, { kind: 'account payment' }>, now: Date) {
    const { account_balance_cents: owed } = await db
      .selectFrom('customers')
      .select('account_balance_cents')
      .where('id', '=', tradeCustomer)
      .executeTakeFirstOrThrow();
    const amountCents = Math.floor((owed * op.share) / 100);
    if (amountCents <= 0) return;
    const input = { id: randomUUID(), amountCents, method: op.method, reference: '', invoiceIds: [] };
    await recordAccountPayment(writer, db, op.store, tradeCustomer, { ...input, tillId: tills[op.store] }, admin, now);
  }

  async function moveCash(op: Extract<DayOp, { kind: 'pay_in' | 'pay_out' }>, now: Date) {
    const input = { id: randomUUID(), kind: op.kind, amountCents: op.cents, reason: 'Float top-up or milk' };
    await recordCashMovement(writer, db, op.store, await openShiftOf(op.store), input, admin, now).catch(
      (error: unknown) => {
        // A pay-out of more than the drawer holds is refused and changes nothing, as at the till.
        if (op.kind === 'pay_out' && error instanceof DomainError && error.statusCode === 409) return;
        throw error;
      },
    );
  }

  /** Each morning: a shift on each till, its float what the last close left in the drawer. */
  async function openDay(now: Date) {
    for (const store of stores) {
      const last = await db
        .selectFrom('shifts')
        .select('float_left_cents')
        .where('till_id', '=', tills[store])
        .where('status', '=', 'closed')
        .orderBy('closed_at', 'desc')
        .executeTakeFirst();
      const float = { id: randomUUID(), tillId: tills[store], count: { totalCents: last?.float_left_cents ?? 10_000 } };
      await openShift(writer, db, store, float, admin, now);
    }
  }

  /** Each evening: each drawer counted `offBy` from what it should hold, its shift closed with the cash left in it. */
  async function closeDay(offBy: readonly [number, number], now: Date) {
    for (const [index, store] of stores.entries()) {
      const shiftId = await openShiftOf(store);
      // The first count is blind; the manager's recount, knowing what is expected, is the one that stands.
      const first = await countShift(writer, db, store, shiftId, { count: { totalCents: 0 } }, admin, now);
      const expected = first.expectedCents ?? 0;
      // Off by `offBy`, or the other way when that would be less than nothing (a drawer run down by pay-outs and cash
      // refunds): every evening stays over or short, so every day has a journal.
      const off = offBy[index] ?? 0;
      const counted = expected + off >= 0 ? expected + off : Math.max(0, expected + Math.abs(off));
      await countShift(writer, db, store, shiftId, { count: { totalCents: counted } }, admin, now);
      await closeShift(writer, db, store, shiftId, { reason: 'Counted twice', floatLeftCents: counted }, admin, now);
    }
  }

  return { sellOnAccount, payOnAccount, moveCash, openDay, closeDay };
}
