import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupCommit } from '../../db/group-commit';
import { cancelLayaway } from '../../services/layaway-payment-service';
import { createLayaway } from '../../services/layaway-service';
import { admin, buildReportChain, manager, sessionCookie } from './period-reports.fixtures';
import type { ReportChain } from './period-reports.fixtures';

// GET /api/reports/journal over the hand-worked chain of period-reports.fixtures.ts: My Store sold A×2 by card on
// 10 March (2,000 + 400 tax; A costs 400), B + C×2 for cash on 11 March, A by card on 12 March and refunded one A
// of the first sale that day.
let chain: ReportChain;
beforeAll(async () => {
  chain = await buildReportChain();
});
afterAll(() => chain?.close());

const download = (query: string, cookie = chain.cookie) =>
  chain.app.inject({ method: 'GET', url: `/api/reports/journal?${query}`, headers: { cookie } });
const parsed = (body: string) => Papa.parse<string[]>(body.trim()).data;
const cents = (text: string | undefined) => Math.round(Number(text || '0') * 100);

describe('GET /api/reports/journal', () => {
  it('sends the generic double-entry CSV as a download, each day a journal whose debits equal its credits', async () => {
    const response = await download('from=2026-03-10&to=2026-03-12');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="tillwise-journal-generic-2026-03-10-to-2026-03-12.csv"',
    );
    const [fields, ...rows] = parsed(response.body);
    expect(fields).toEqual(['Date', 'Journal', 'Account code', 'Account', 'Description', 'Debit', 'Credit']);
    expect(rows.filter((row) => row[0] === '2026-03-10')).toEqual([
      ['2026-03-10', 'TW-20260310', '1010', 'Card clearing', 'Sales paid by Card', '24.00', ''],
      ['2026-03-10', 'TW-20260310', '1200', 'Inventory', 'Cost of goods sold, less returned', '', '8.00'],
      ['2026-03-10', 'TW-20260310', '2100', 'Sales tax payable', 'Tax on sales at 20%', '', '4.00'],
      ['2026-03-10', 'TW-20260310', '42000', 'Sales – 20%', 'Sales at 20%', '', '20.00'],
      ['2026-03-10', 'TW-20260310', '5000', 'Cost of goods sold', 'Cost of goods sold, less returned', '8.00', ''],
    ]);
    // The refund on 12 March: 10.00 back from Refunds and 2.00 of tax, paid back to the card.
    expect(rows.filter((row) => row[0] === '2026-03-12' && /refund/i.test(row[4] ?? ''))).toEqual([
      ['2026-03-12', 'TW-20260312', '1010', 'Card clearing', 'Refunds paid by Card', '', '12.00'],
      ['2026-03-12', 'TW-20260312', '2100', 'Sales tax payable', 'Tax on refunds and returns', '2.00', ''],
      ['2026-03-12', 'TW-20260312', '4200', 'Refunds', 'Refunds and returns', '10.00', ''],
    ]);
    for (const journal of ['TW-20260310', 'TW-20260311', 'TW-20260312']) {
      const lines = rows.filter((row) => row[1] === journal);
      expect(lines.length).toBeGreaterThan(0);
      const debits = lines.reduce((sum, row) => sum + cents(row[5]), 0);
      expect(lines.reduce((sum, row) => sum + cents(row[6]), 0)).toBe(debits);
    }
  });

  it("sends Xero's manual journal import: dd/mm/yyyy, signed amounts summing to zero per journal", async () => {
    const response = await download('from=2026-03-10&to=2026-03-12&format=xero');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('tillwise-journal-xero-2026-03-10-to-2026-03-12.csv');
    const [fields, ...rows] = parsed(response.body);
    expect(fields).toEqual([
      '*Narration',
      '*Date',
      'Description',
      '*AccountCode',
      '*TaxRate',
      '*Amount',
      'TrackingName1',
      'TrackingOption1',
      'TrackingName2',
      'TrackingOption2',
    ]);
    expect(rows[0]?.slice(0, 6)).toEqual([
      'Tillwise daily journal 2026-03-10 · My Store',
      '10/03/2026',
      'Sales paid by Card',
      '1010',
      'Tax Exempt',
      '24.00',
    ]);
    for (const narration of new Set(rows.map((row) => row[0]))) {
      expect(rows.filter((row) => row[0] === narration).reduce((sum, row) => sum + cents(row[5]), 0)).toBe(0);
    }
  });

  it('sends the QuickBooks Online journal entry import: JournalNo, MM/dd/yyyy, accounts by name', async () => {
    const response = await download('from=2026-03-10&to=2026-03-10&format=quickbooks');
    expect(response.statusCode).toBe(200);
    const [fields, ...rows] = parsed(response.body);
    expect(fields).toEqual(['JournalNo', 'JournalDate', 'AccountName', 'Debits', 'Credits', 'Description', 'Name']);
    expect(rows[0]).toEqual(['TW-20260310', '03/10/2026', 'Card clearing', '24.00', '', 'Sales paid by Card', '']);
  });

  it("numbers each store's journals apart when the export covers the chain", async () => {
    const rows = parsed((await download('from=2026-03-11&to=2026-03-11&store=all')).body).slice(1);
    expect(new Set(rows.map((row) => row[1]))).toEqual(new Set(['TW-20260311-1', 'TW-20260311-2']));
  });

  it('posts a layaway deposit to Layaway deposits, and its cancellation back out, in a balanced day', async () => {
    // Noon on 13 March: Cora lays A by with a 6.00 card deposit, and cancels an hour later.
    const writer = new GroupCommit(chain.db);
    const layaway = await createLayaway(
      writer,
      chain.db,
      'store-1',
      {
        id: randomUUID(),
        tillId: 'till-1',
        lines: [{ productId: 'a', quantity: 1 }],
        customerId: 'cust-1',
        dueDate: '2026-04-01',
        deposit: { id: randomUUID(), method: 'card', amountCents: 600 },
      },
      admin,
      new Date('2026-03-13T16:00:00Z'),
    );
    await cancelLayaway(writer, chain.db, 'store-1', layaway.id, 'till-1', admin, new Date('2026-03-13T17:00:00Z'));
    const rows = parsed((await download('from=2026-03-13&to=2026-03-13')).body).slice(1);
    const lines = rows.map((row) => [row[2], row[4], cents(row[5]) - cents(row[6])]);
    expect(lines).toContainEqual(['1010', 'Layaway payments taken by Card', 600]);
    expect(lines).toContainEqual(['2220', 'Layaway payments taken by Card', -600]);
    const back = lines.filter((line) => line[1] === 'Layaway payments given back by Card');
    const fee = lines.filter((line) => line[1] === 'Fees kept on cancelled layaways');
    // What was not given back was kept as the fee: the deposit leaves Layaway deposits either way.
    const given = back.find((line) => line[0] === '2220')?.[2] ?? 0;
    const kept = fee.find((line) => line[0] === '2220')?.[2] ?? 0;
    expect(Number(given) + Number(kept)).toBe(600);
    expect(rows.reduce((sum, row) => sum + cents(row[5]) - cents(row[6]), 0)).toBe(0);
  });

  it('refuses a range that ends before it starts, one over 366 days, a bad date or format: 400 with a message', async () => {
    const refusal = async (query: string) => {
      const response = await download(query);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/json');
      return response.json().details;
    };
    expect(await refusal('from=2026-03-12&to=2026-03-10')).toEqual([
      { path: 'to', message: 'The end date is before the start date' },
    ]);
    expect(await refusal('from=2025-01-01&to=2026-01-02')).toEqual([
      { path: 'from', message: 'Export at most 366 days at a time' },
    ]);
    expect(await refusal('from=2026-3-1&to=2026-03-10')).toContainEqual({
      path: 'from',
      message: 'Use a date like 2026-11-22',
    });
    expect(await refusal('from=2026-03-01&to=2026-03-10&format=sage')).toEqual([
      { path: 'format', message: 'Choose generic, xero or quickbooks' },
    ]);
    expect((await download('from=2025-01-01&to=2025-12-31')).statusCode).toBe(200);
  });

  it("refuses another store's journal to a manager who may not see it (403), and anyone signed out (401)", async () => {
    const signIn = await chain.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { userId: manager.id, pin: '2222' },
    });
    const cookie = sessionCookie(signIn.cookies);
    expect((await download('from=2026-03-10&to=2026-03-12', cookie)).statusCode).toBe(200);
    expect((await download('from=2026-03-10&to=2026-03-12&store=store-2', cookie)).statusCode).toBe(403);
    expect((await download('from=2026-03-10&to=2026-03-12', '')).statusCode).toBe(401);
  });
});
