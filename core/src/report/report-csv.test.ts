import { describe, expect, it } from 'vitest';
import { csvMoney, reportCsv } from './report-csv';

describe('reportCsv', () => {
  it('writes money as plain decimals and capitalises roles', () => {
    expect(csvMoney(123456)).toBe('1234.56');
    expect(csvMoney(-5)).toBe('-0.05');
    const table = reportCsv('staff', {
      staff: [
        { userId: 'u', name: 'Priya Shah', role: 'cashier', transactions: 3, salesCents: 4500, averageSaleCents: 1500 },
      ],
    });
    expect(table).toEqual({
      fields: ['Name', 'Role', 'Transactions', 'Sales', 'Average Sale'],
      rows: [['Priya Shah', 'Cashier', 3, '45.00', '15.00']],
    });
  });

  it('exports the sales tab as its daily series', () => {
    const table = reportCsv('sales', {
      summary: {
        grossSalesCents: 0,
        discountsCents: 0,
        refundsCents: 0,
        netSalesCents: 0,
        taxCents: 0,
        transactions: 0,
        avgOrderCents: 0,
        itemsSold: 0,
      },
      byStore: [],
      daily: [{ date: '2026-11-01', salesCents: 1000, refundsCents: 250, netSalesCents: 750 }],
      paymentMethods: [],
      categorySales: [],
    });
    expect(table.rows).toEqual([['2026-11-01', '10.00', '2.50', '7.50']]);
  });
});
