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

  it('exports stock in each product’s own unit: a weight as the decimal of its unit, units as each', () => {
    const item = { status: 'good', stockValueCents: 0 } as const;
    const table = reportCsv('inventory', {
      items: [
        { ...item, productId: 'a', name: 'Cheddar', sku: 'CHS-1', soldBy: 'lb', stock: 10_250, reorderLevel: 5000 },
        { ...item, productId: 'b', name: 'Trowel', sku: 'TLS-1', soldBy: 'unit', stock: 12, reorderLevel: 5 },
      ],
      totalStockValueCents: 0,
    });
    expect(table.fields).toEqual(['Product', 'SKU', 'Stock', 'Reorder Level', 'Unit', 'Status', 'Stock Value']);
    expect(table.rows).toEqual([
      ['Cheddar', 'CHS-1', '10.25', '5', 'lb', 'good', '0.00'],
      ['Trowel', 'TLS-1', '12', '5', 'each', 'good', '0.00'],
    ]);
  });
});
