import { describe, expect, it } from 'vitest';
import {
  purchaseOrderCsvTable,
  purchaseOrderFormSchema,
  purchaseOrderInputSchema,
  purchaseOrderTotal,
} from './purchase-order-schemas';
import type { PurchaseOrder } from './purchase-order-schemas';

const form = (lines: { productId: string; soldBy: 'unit' | 'lb' | 'g'; quantity: string; unitCost?: string }[]) =>
  purchaseOrderFormSchema.safeParse({
    supplierId: 'sup-1',
    expectedOn: '',
    note: '',
    lines: lines.map((line) => ({ unitCost: '4.00', ...line })),
  });

describe('purchaseOrderFormSchema', () => {
  it('reads each quantity in its product’s own unit, and each cost in dollars', () => {
    expect(
      form([
        { productId: 'p1', soldBy: 'unit', quantity: '10', unitCost: '12.50' },
        { productId: 'p2', soldBy: 'lb', quantity: '2.5', unitCost: '8.99' },
      ]).data,
    ).toEqual({
      supplierId: 'sup-1',
      expectedOn: '',
      note: '',
      lines: [
        { productId: 'p1', quantity: 10, unitCostCents: 1250 },
        { productId: 'p2', quantity: 2500, unitCostCents: 899 },
      ],
    });
  });

  it('takes 100 kg of a product sold by the gram: 100,000 g, past the million units of any API before', () => {
    const parsed = form([{ productId: 'p1', soldBy: 'g', quantity: '100000' }]);
    expect(parsed.data?.lines[0]?.quantity).toBe(100_000_000);
    expect(purchaseOrderInputSchema.safeParse(parsed.data).success).toBe(true);
  });

  it('says on the line what to type, in the product’s unit', () => {
    const issues = form([
      { productId: 'p1', soldBy: 'unit', quantity: '2.5' },
      { productId: 'p2', soldBy: 'lb', quantity: 'two' },
      { productId: 'p3', soldBy: 'lb', quantity: '0' },
      { productId: 'p4', soldBy: 'unit', quantity: '1000001' },
    ]).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(issues).toEqual([
      'lines.0.quantity: Enter the quantity as a whole number',
      'lines.1.quantity: Enter the quantity in lb, such as 12 or 0.45',
      'lines.2.quantity: Enter a quantity above 0',
      'lines.3.quantity: At most 1,000,000',
    ]);
  });
});

describe('purchase order totals and file', () => {
  it('values a weight at its cost per unit of weight, rounded once', () => {
    expect(
      purchaseOrderTotal([
        { quantity: 10, unitCostCents: 1250, soldBy: 'unit' },
        { quantity: 2500, unitCostCents: 899, soldBy: 'lb' },
      ]),
    ).toBe(12_500 + 2248);
  });

  it('writes a weight in its unit for the supplier, and units as each', () => {
    const order = {
      number: 'PO-0007',
      supplier: { name: 'Alpine Dairy' },
      expectedOn: '2026-12-01',
      lines: [
        { sku: 'CHS-1', name: 'Cheddar', soldBy: 'lb', quantity: 2500, unitCostCents: 899, totalCents: 2248 },
        { sku: 'CRK-1', name: 'Crackers', soldBy: 'unit', quantity: 12, unitCostCents: 150, totalCents: 1800 },
      ],
    } as unknown as PurchaseOrder;
    expect(purchaseOrderCsvTable(order)).toEqual({
      fields: ['Order', 'Supplier', 'SKU', 'Product', 'Quantity', 'Unit', 'Unit cost', 'Line total', 'Expected'],
      rows: [
        ['PO-0007', 'Alpine Dairy', 'CHS-1', 'Cheddar', '2.5', 'lb', '8.99', '22.48', '2026-12-01'],
        ['PO-0007', 'Alpine Dairy', 'CRK-1', 'Crackers', '12', 'each', '1.50', '18.00', '2026-12-01'],
      ],
    });
  });

  it('writes costs with the store currency’s minor digits: yen whole, dinars with three decimals', () => {
    const order = {
      number: 'PO-0008',
      supplier: { name: 'Kyoto Tea' },
      expectedOn: null,
      lines: [{ sku: 'TEA-1', name: 'Sencha', soldBy: 'unit', quantity: 2, unitCostCents: 1200, totalCents: 2400 }],
    } as unknown as PurchaseOrder;
    expect(purchaseOrderCsvTable(order, 'JPY').rows[0]?.slice(6, 8)).toEqual(['1200', '2400']);
    expect(purchaseOrderCsvTable(order, 'KWD').rows[0]?.slice(6, 8)).toEqual(['1.200', '2.400']);
  });
});
