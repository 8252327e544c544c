import { describe, expect, it } from 'vitest';
import type { SaleSummary } from '@tillwise/core/sale/sale-schemas';
import { salesCsvTable } from './export-sales';

const sale = {
  number: 'ORD-1001',
  createdAt: '2026-11-02T10:00:00.000Z',
  customer: null,
  staff: { name: 'Aiko Sato' },
  itemCount: 2,
  subtotalCents: 1200,
  discountCents: 100,
  taxCents: 110,
  totalCents: 1210,
  refundedCents: 0,
  status: 'completed',
} as unknown as SaleSummary;

describe('the orders file', () => {
  it('writes US dollars as it always did', () => {
    expect(salesCsvTable([sale], 'USD').rows).toEqual([
      [
        'ORD-1001',
        '2026-11-02T10:00:00.000Z',
        'Walk-in Customer',
        'Aiko Sato',
        2,
        '12.00',
        '1.00',
        '1.10',
        '12.10',
        '0.00',
        'completed',
      ],
    ]);
  });

  it('writes yen whole: an order of ¥1,200 is 1200', () => {
    expect(salesCsvTable([sale], 'JPY').rows[0]?.slice(5, 10)).toEqual(['1200', '100', '110', '1210', '0']);
  });

  it('writes dinars with three decimals: 1.250 KD is 1.250', () => {
    expect(salesCsvTable([{ ...sale, totalCents: 1250 }], 'KWD').rows[0]?.slice(5, 10)).toEqual([
      '1.200',
      '0.100',
      '0.110',
      '1.250',
      '0.000',
    ]);
  });
});
