import { describe, expect, it } from 'vitest';
import { formatOrderNumber, formatRefundNumber, parseOrderNumber, parseRefundNumber } from './sale-numbers';

describe('order and refund numbers', () => {
  it.each([1, 7, 1001, 123_456_789])('reads back the order number it wrote for %i', (value) => {
    expect(parseOrderNumber(formatOrderNumber(value))).toBe(value);
  });

  it.each([1, 42, 999, 1000, 123_456])('reads back the refund number it wrote for %i', (value) => {
    expect(parseRefundNumber(formatRefundNumber(value))).toBe(value);
  });

  it.each(['ORD-0', 'ORD-01', 'ord-12', 'ORD-', 'ORD-12a', ' ORD-12', 'ORD-1234567890', 'REF-001'])(
    'refuses %j as an order number',
    (text) => expect(parseOrderNumber(text)).toBeNull(),
  );

  it.each(['REF-000', 'REF-01', 'REF-0012', 'REF-', 'ref-001', 'REF-1234567890', 'ORD-1001'])(
    'refuses %j as a refund number',
    (text) => expect(parseRefundNumber(text)).toBeNull(),
  );
});
