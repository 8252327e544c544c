import { describe, expect, it } from 'vitest';
import { minorToCsvDecimal } from '../money/money';
import { reportCsv } from './report-csv';
import type { SalesReport } from './report-schemas';

const sales = (salesCents: number, refundsCents: number): SalesReport => ({
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
  daily: [{ date: '2026-11-01', salesCents, refundsCents, netSalesCents: salesCents - refundsCents }],
  paymentMethods: [],
  categorySales: [],
});

describe('reportCsv', () => {
  it('writes money as plain decimals and capitalises roles', () => {
    expect(minorToCsvDecimal(123456, 'USD')).toBe('1234.56');
    expect(minorToCsvDecimal(-5, 'USD')).toBe('-0.05');
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
    const table = reportCsv('sales', sales(1000, 250));
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

  describe('in a store whose currency has other minor digits', () => {
    it('writes yen whole: ¥1,200 recorded is 1200', () => {
      expect(reportCsv('sales', sales(1200, 300), 'JPY').rows).toEqual([['2026-11-01', '1200', '300', '900']]);
    });

    it('writes dinars with three decimals: 1.250 KD recorded is 1.250', () => {
      expect(reportCsv('sales', sales(1250, 5), 'KWD').rows).toEqual([['2026-11-01', '1.250', '0.005', '1.245']]);
    });

    it('writes every money column of a tab in the currency, signs and all', () => {
      const staff = reportCsv(
        'staff',
        {
          staff: [
            { userId: 'u', name: 'Aiko', role: 'cashier', transactions: 2, salesCents: 1200, averageSaleCents: 600 },
          ],
        },
        'JPY',
      );
      expect(staff.rows).toEqual([['Aiko', 'Cashier', 2, '1200', '600']]);
      const products = reportCsv(
        'products',
        {
          products: [
            {
              productId: 'p',
              name: 'Tea',
              sku: 'T-1',
              quantitySold: 1,
              soldBy: 'unit',
              revenueCents: 1250,
              costCents: 1500,
              marginCents: -250,
              marginPercent: -20,
            },
          ],
        },
        'KWD',
      );
      expect(products.rows).toEqual([['Tea', 'T-1', 1, '1.250', '1.500', '-0.250', -20]]);
    });
  });
});
