import { describe, expect, it } from 'vitest';
import { buildShiftFigures } from './shift-figures';
import type { ShiftTotals } from './shift-figures';
import { canonicalJson, formatZNumber, genesisHash, verifyZChain, zReportBodySchema, zReportHash } from './z-report';
import type { StoredZReport, ZReportBody } from './z-report';
import { zReportCsv } from './z-report-csv';

const totals: ShiftTotals = {
  openingFloatCents: 15000,
  sales: { count: 3, subtotalCents: 6000, discountCents: 0, taxCents: 600, totalCents: 6600 },
  refunds: { count: 0, amountCents: 0, taxCents: 0 },
  taxByRate: [{ rateBps: 1000, salesNetCents: 6000, salesTaxCents: 600, refundNetCents: 0, refundTaxCents: 0 }],
  payments: [{ method: 'cash', count: 3, amountCents: 6600 }],
  refundTenders: [],
  movements: [{ kind: 'pay_out', count: 1, amountCents: 1500 }],
  voids: 0,
};
const figures = buildShiftFigures(totals);

function body(sequence: number, grandTotalCents: number): ZReportBody {
  const expected = figures.drawer.expectedCents;
  return {
    number: formatZNumber(sequence),
    sequence,
    till: { id: 'till-1', name: 'Till 1' },
    shiftId: `shift-${sequence}`,
    businessDate: `2026-11-${String(sequence).padStart(2, '0')}`,
    openedAt: '2026-11-01T08:45:00.000Z',
    openedBy: 'Priya Shah',
    closedAt: '2026-11-01T18:15:00.000Z',
    closedBy: 'Priya Shah',
    figures,
    close: {
      countedCents: expected - 200,
      counts: null,
      firstCountedCents: expected - 200,
      countedBy: 'Priya Shah',
      recountedBy: null,
      overShortCents: -200,
      reason: 'Gave too much change',
      floatLeftCents: 15000,
      depositCents: expected - 200 - 15000,
    },
    parkedSales: [],
    grandTotalCents,
  };
}

/** A till's chain of n Z reports, each hashed over the one before, as the server writes them. */
function chain(n: number): StoredZReport[] {
  const reports: StoredZReport[] = [];
  let previousHash = genesisHash;
  for (let sequence = 1; sequence <= n; sequence += 1) {
    const text = canonicalJson(body(sequence, sequence * figures.salesTotalCents));
    const hash = zReportHash(previousHash, text);
    reports.push({ sequence, body: text, previousHash, hash });
    previousHash = hash;
  }
  return reports;
}

/** Rewrites one numeric figure of a stored body, as someone editing the database would. */
function edit(report: StoredZReport, change: (parsed: ZReportBody) => void): StoredZReport {
  const parsed = JSON.parse(report.body) as ZReportBody;
  change(parsed);
  return { ...report, body: canonicalJson(parsed) };
}

describe('Z report numbers and hashes', () => {
  it('numbers Z reports Z-0001 onwards', () => {
    expect(formatZNumber(1)).toBe('Z-0001');
    expect(formatZNumber(42)).toBe('Z-0042');
    expect(formatZNumber(12345)).toBe('Z-12345');
  });

  it('writes the same text for the same figures whatever order their keys were built in', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe('{"a":{"c":null,"d":[2,1]},"b":1}');
    expect(canonicalJson(body(1, 6600))).toBe(canonicalJson(zReportBodySchema.parse(body(1, 6600))));
  });

  it('is SHA-256 over the previous hash and the text (a known digest)', () => {
    // sha256("0…0\n{}"), computed independently with `printf '%s\n{}' $(printf '0%.0s' {1..64}) | sha256sum`.
    expect(zReportHash(genesisHash, '{}')).toBe('5649d09ed68c17156095d175eef152856c5b1a81c117c409c1e00f096aa6838e');
    expect(zReportHash(genesisHash, '{}')).toMatch(/^[0-9a-f]{64}$/);
    expect(zReportHash(genesisHash, '{}')).not.toBe(zReportHash(genesisHash, '{} '));
  });
});

describe('verifying a till’s Z chain', () => {
  it('accepts an untouched chain', () => {
    expect(verifyZChain(chain(5))).toEqual({ ok: true, checked: 5 });
    expect(verifyZChain([])).toEqual({ ok: true, checked: 0 });
  });

  const figureEdits: [string, (b: ZReportBody) => void][] = [
    ['gross sales', (b) => (b.figures.grossSalesCents += 1)],
    ['net sales', (b) => (b.figures.netSalesCents -= 100)],
    ['tax by rate', (b) => (b.figures.taxByRate[0]!.taxCents += 1)],
    ['a tender', (b) => (b.figures.tenders[0]!.salesCents -= 500)],
    ['the expected cash', (b) => (b.figures.drawer.expectedCents += 200)],
    ['the counted cash', (b) => (b.close.countedCents += 200)],
    ['the over/short', (b) => (b.close.overShortCents = 0)],
    ['the reason', (b) => (b.close.reason = null)],
    ['the pay-outs', (b) => (b.figures.drawer.payOutsCents = 0)],
    ['the grand total', (b) => (b.grandTotalCents -= 1)],
    ['who closed it', (b) => (b.closedBy = 'Someone Else')],
  ];

  it.each(figureEdits)('catches an edit of %s, naming that Z report', (_what, change) => {
    const reports = chain(4);
    reports[2] = edit(reports[2]!, change);
    expect(verifyZChain(reports)).toMatchObject({ ok: false, brokenAt: 'Z-0003', problem: 'Its figures were changed' });
  });

  it('catches a figure edited together with its own hash, at the next Z report', () => {
    const reports = chain(4);
    const edited = edit(reports[1]!, (b) => (b.close.countedCents += 1000));
    reports[1] = { ...edited, hash: zReportHash(edited.previousHash, edited.body) };
    expect(verifyZChain(reports)).toMatchObject({ ok: false, brokenAt: 'Z-0003' });
  });

  it('catches a deleted Z report', () => {
    const reports = chain(4);
    reports.splice(1, 1);
    expect(verifyZChain(reports)).toMatchObject({ ok: false, brokenAt: 'Z-0003', problem: 'Z-0002 is missing' });
  });

  it('catches a renumbered Z report', () => {
    const reports = chain(3);
    reports[2] = edit(reports[2]!, (b) => (b.sequence = 7));
    reports[2] = { ...reports[2], hash: zReportHash(reports[2].previousHash, reports[2].body) };
    expect(verifyZChain(reports)).toMatchObject({ ok: false, brokenAt: 'Z-0003', problem: 'Its number was changed' });
  });
});

describe('Z report CSV', () => {
  it('writes one row per Z report with its figures as plain decimals', () => {
    const table = zReportCsv([body(1, 6600), body(2, 13200)]);
    expect(table.rows).toHaveLength(2);
    const row = Object.fromEntries(table.fields.map((field, index) => [field, table.rows[0]?.[index]]));
    expect(row).toMatchObject({
      'Z Report': 'Z-0001',
      Till: 'Till 1',
      Sales: 3,
      'Gross Sales': '60.00',
      'Net Sales': '60.00',
      Tax: '6.00',
      'Cash Net': '66.00',
      'Card Net': '0.00',
      'Pay Outs': '15.00',
      'Expected Cash': '201.00',
      'Counted Cash': '199.00',
      'Over/Short': '-2.00',
      Reason: 'Gave too much change',
      'Grand Total': '66.00',
      'On account Net': '0.00',
      'Paid on Account': '0.00',
      'Cash Paid on Account': '0.00',
    });
  });

  it('writes amounts with the store currency’s minor digits: yen whole, dinars with three decimals', () => {
    const yen = zReportCsv([body(1, 6600)], 'JPY');
    const yenRow = Object.fromEntries(yen.fields.map((field, index) => [field, yen.rows[0]?.[index]]));
    expect(yenRow).toMatchObject({ 'Gross Sales': '6000', Tax: '600', 'Over/Short': '-200', 'Grand Total': '6600' });
    const dinars = zReportCsv([body(1, 1250)], 'KWD');
    const dinarRow = Object.fromEntries(dinars.fields.map((field, index) => [field, dinars.rows[0]?.[index]]));
    expect(dinarRow).toMatchObject({ 'Gross Sales': '6.000', 'Over/Short': '-0.200', 'Grand Total': '1.250' });
  });

  it('puts payments on trade accounts in their own columns, the cash ones in the drawer’s expected cash', () => {
    const withPayments = buildShiftFigures({
      ...totals,
      accountPayments: [
        { method: 'card', count: 1, amountCents: 2500 },
        { method: 'cash', count: 1, amountCents: 4000 },
      ],
    });
    const table = zReportCsv([{ ...body(1, 6600), figures: withPayments }]);
    const row = Object.fromEntries(table.fields.map((field, index) => [field, table.rows[0]?.[index]]));
    expect(row).toMatchObject({
      'Paid on Account': '65.00',
      'Cash Paid on Account': '40.00',
      'Expected Cash': '241.00',
      'Card Net': '0.00',
    });
  });

  it('puts layaway deposits and refunds in their own columns, their cash in the drawer’s expected cash', () => {
    const withLayaways = buildShiftFigures({
      ...totals,
      layawayPayments: [
        { kind: 'in', method: 'card', count: 1, amountCents: 2500 },
        { kind: 'in', method: 'cash', count: 2, amountCents: 6000 },
        { kind: 'out', method: 'cash', count: 1, amountCents: 1500 },
      ],
    });
    expect(withLayaways.layawayDeposits).toEqual([
      { method: 'cash', count: 2, amountCents: 6000 },
      { method: 'card', count: 1, amountCents: 2500 },
    ]);
    const table = zReportCsv([{ ...body(1, 6600), figures: withLayaways }]);
    const row = Object.fromEntries(table.fields.map((field, index) => [field, table.rows[0]?.[index]]));
    expect(row).toMatchObject({
      'Layaway Deposits': '85.00',
      'Layaway Refunds': '15.00',
      'Layaway Cash': '45.00',
      'Expected Cash': '246.00',
      'Layaway Net': '0.00',
    });
  });
});
