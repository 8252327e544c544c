import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import Papa from 'papaparse';
import { accounts } from '@tillwise/core/accounting/chart-of-accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { Db } from '../../db/database';
import type { GroupCommit } from '../../db/group-commit';
import { refundSale } from '../../services/refund-service';
import { returnWithoutReceipt } from '../../services/return-service';
import { recordVoid } from '../../services/shift-void-service';
import { adjustStoreCredit } from '../../services/store-credit-service';
import { setTradeAccount } from '../../services/account-service';
import type { TestDatabase } from '../../test/test-database';
import { admin, buildRollupChain, tills } from './report-rollups.fixtures';
import { rollupTill } from './report-rollups.histories';
import type { Sold } from './report-rollups.histories';
import { sessionCookie } from './period-reports.fixtures';
import { dayArbitrary, journalTill, tradeCustomer } from './journal.histories';
import type { DayOp } from './journal.histories';

// Done when (issue 46): the journal balances for 90 seeded days. Each run trades 90 days in the two stores of the
// rollup chain — sales at four tax rates (with a city tax and a levy in store-2), with and without discounts, by
// cash (rounded to $0.05 in store-1), card, split, gift card, store credit and a trade account; gift cards sold;
// refunds and returns to cash and store credit; store credit by hand; payments on account; pay-ins and pay-outs;
// and every evening both drawers counted over or short and closed — through the services, as the tills do. Then
// every day's generic journal must balance, and its tax, cost of goods, cash over/short, gift card, store credit
// and receivable lines must equal what the Finance and Products tabs and the ledgers say.
let testDatabase: TestDatabase;
let db: Db;
let writer: GroupCommit;
let app: FastifyInstance;
let cookie: string;
let sell: ReturnType<typeof rollupTill>['sell'];
let till: ReturnType<typeof journalTill>;

beforeAll(async () => {
  ({ testDatabase, db, writer } = await buildRollupChain());
  ({ sell } = rollupTill(db, writer));
  till = journalTill(db, writer);
  const at = new Date('2026-03-02T13:00:00Z');
  await setTradeAccount(
    writer,
    db,
    'store-1',
    tradeCustomer,
    { creditLimitCents: 1_000_000, termsDays: 30 },
    admin,
    at,
  );
  // The chain's first shifts, opened on 2 March, close that evening: from then on a shift a day.
  await till.closeDay([1, 1], new Date('2026-03-02T20:00:00Z'));
  app = await buildApp({ db, productName: 'Tillwise', dataDir: testDatabase.dataDir });
  const signIn = await app.inject({ method: 'POST', url: '/api/session', payload: { userId: admin.id, pin: '1111' } });
  cookie = sessionCookie(signIn.cookies);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await testDatabase?.drop({ closed: true });
});

const dayMs = 86_400_000;
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const cents = (text: string | undefined) => Math.round(Number(text || '0') * 100);

async function get(url: string) {
  const response = await app.inject({ method: 'GET', url, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

/** One op of a day, done through the services at `now`; refunds take a sale of those sold so far. */
async function trade(op: DayOp, now: Date, sold: Sold[]) {
  switch (op.kind) {
    case 'sale':
      return sell(op, now, sold);
    case 'account sale':
      return till.sellOnAccount(op, now, sold);
    case 'account payment':
      return till.payOnAccount(op, now);
    case 'pay_in':
    case 'pay_out':
      return till.moveCash(op, now);
    case 'refund': {
      if (sold.length === 0) return;
      const sale = sold.splice(op.sale % sold.length, 1)[0]!;
      const lines = (op.whole ? sale.lines : sale.lines.slice(0, 1)).map((line) => ({
        saleLineId: line.id,
        quantity: op.whole ? line.quantity : 1,
      }));
      const input = { id: randomUUID(), tillId: tills[op.store], saleId: sale.id, lines, reason: 'Changed mind' };
      return refundSale(writer, db, op.store, input, admin, now);
    }
    case 'return': {
      const input = {
        id: randomUUID(),
        tillId: tills[op.store],
        lines: op.lines.map((line) => ({ productId: line.product, quantity: line.quantity })),
        tender: op.tender,
        customerId: op.tender === 'store_credit' ? op.customer : null,
        reason: 'No receipt',
      };
      return returnWithoutReceipt(writer, db, op.store, input, admin, now);
    }
    case 'void':
      return recordVoid(
        writer,
        { id: randomUUID(), tillId: tills[op.store], itemCount: 2, amountCents: op.cents },
        admin,
        now,
      );
    default:
      return adjustStoreCredit(
        writer,
        db,
        op.store,
        op.customer,
        { amountCents: op.cents, reason: 'Goodwill' },
        admin,
        now,
      );
  }
}

/** The generic journal's rows, and each account's movement (debits − credits) over them. */
async function journal(from: string, to: string, store: string) {
  const response = await get(`/api/reports/journal?from=${from}&to=${to}&store=${store}&format=generic`);
  const rows = Papa.parse<Record<string, string>>(response.body, { header: true, skipEmptyLines: true }).data;
  const movement = (code: string) =>
    rows
      .filter((row) => row['Account code'] === code)
      .reduce((sum, row) => sum + cents(row.Debit) - cents(row.Credit), 0);
  return { rows, movement };
}

const finance = async (from: string, to: string, store: string) =>
  (await get(`/api/reports/finance?from=${from}&to=${to}&store=${store}`)).json();

const seededDays = 90;
let start = Date.parse('2026-04-01T15:00:00Z');

describe('the accounting export over 90 seeded days', () => {
  it('balances every day, and its key lines equal what Finance, Products and the ledgers say', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(dayArbitrary, { minLength: seededDays, maxLength: seededDays }), async (days) => {
        const sold: Sold[] = [];
        const [from, to] = [dateOf(start), dateOf(start + (seededDays - 1) * dayMs)];
        for (const [index, day] of days.entries()) {
          const noon = start + index * dayMs;
          await till.openDay(new Date(noon - 3_600_000));
          for (const [position, op] of day.ops.entries()) await trade(op, new Date(noon + position * 60_000), sold);
          await till.closeDay(day.offBy, new Date(noon + 4 * 3_600_000));
        }
        start += 100 * dayMs;

        for (const store of ['store-1', 'store-2']) {
          const { rows, movement } = await journal(from, to, store);
          const byJournal = new Map<string, Record<string, string>[]>();
          for (const row of rows) byJournal.set(row.Journal ?? '', [...(byJournal.get(row.Journal ?? '') ?? []), row]);
          // Every evening counts both drawers over or short, so every day has a journal; every one of them balances.
          expect(byJournal.size).toBe(seededDays);
          for (const [, lines] of byJournal) {
            const debits = lines.reduce((sum, row) => sum + cents(row.Debit), 0);
            const credits = lines.reduce((sum, row) => sum + cents(row.Credit), 0);
            expect({ date: lines[0]?.Date, debits }).toEqual({ date: lines[0]?.Date, debits: credits });
          }
          const tab = await finance(from, to, store);
          const taxCollected = tab.taxBands.reduce(
            (sum: number, band: { taxCollectedCents: number }) => sum + band.taxCollectedCents,
            0,
          );
          expect(0 - movement(accounts.salesTax.code)).toBe(taxCollected);
          const cash = tab.cash.byTill.reduce((sum: number, till: { netCents: number }) => sum + till.netCents, 0);
          expect(0 - movement(accounts.overShort.code)).toBe(cash);
          const productsTab = (await get(`/api/reports/products?from=${from}&to=${to}&store=${store}`)).json();
          const cost = productsTab.products.reduce((sum: number, p: { costCents: number }) => sum + p.costCents, 0);
          expect(movement(accounts.costOfGoods.code)).toBe(cost);
        }

        // Gift cards and store credit are the chain's: their liabilities move by what the chain's journals post.
        const { movement } = await journal(from, to, 'all');
        const before = await finance(dateOf(Date.parse(from) - dayMs), dateOf(Date.parse(from) - dayMs), 'all');
        const after = await finance(from, to, 'all');
        const liability = (key: 'giftCardsCents' | 'storeCreditCents') =>
          after.liabilities[key] - before.liabilities[key];
        expect(0 - movement(accounts.giftCards.code)).toBe(liability('giftCardsCents'));
        expect(0 - movement(accounts.storeCredit.code)).toBe(liability('storeCreditCents'));
        const owed = await db
          .selectFrom('account_ledger')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('cents'))
          .where('business_date', '>=', from)
          .where('business_date', '<=', to)
          .executeTakeFirstOrThrow();
        expect(movement(accounts.receivable.code)).toBe(Number(owed.cents));
      }),
      // A failing history is 90 days long: shrinking it would take far longer than reading it.
      { numRuns: 2, endOnFailure: true },
    );
  }, 300_000);
});
