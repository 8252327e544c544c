import { describe, expect, it } from 'vitest';
import { readQuantityField } from './quantity-field';

describe('readQuantityField', () => {
  it.each([
    ['3', 'unit', {}, { ok: true, quantity: 3 }],
    [' 12 ', 'unit', {}, { ok: true, quantity: 12 }],
    ['2.5', 'lb', {}, { ok: true, quantity: 2500 }],
    ['0.75', 'kg', {}, { ok: true, quantity: 750 }],
    ['.125', 'oz', {}, { ok: true, quantity: 125 }],
    ['100000', 'g', {}, { ok: true, quantity: 100_000_000 }],
    ['1000000', 'lb', {}, { ok: true, quantity: 1_000_000_000 }],
    ['1000000', 'unit', {}, { ok: true, quantity: 1_000_000 }],
    ['0', 'lb', { allowZero: true }, { ok: true, quantity: 0 }],
    ['0', 'unit', { allowZero: true }, { ok: true, quantity: 0 }],
  ] as const)('reads %j %s as it is meant', (text, soldBy, options, reading) => {
    expect(readQuantityField(text, soldBy, options)).toEqual(reading);
  });

  it.each([
    ['2.5', 'unit', {}, 'Enter the quantity as a whole number'],
    ['', 'unit', {}, 'Enter the quantity as a whole number'],
    ['-1', 'unit', {}, 'Enter the quantity as a whole number'],
    ['2,5', 'lb', {}, 'Enter the quantity in lb, such as 12 or 0.45'],
    ['0.4567', 'kg', { what: 'count' }, 'Enter the count in kg, such as 12 or 0.45'],
    ['0', 'unit', {}, 'Enter a quantity above 0'],
    ['0.000', 'lb', { what: 'arrived' }, 'Enter a quantity that arrived above 0'],
    ['1000001', 'unit', {}, 'At most 1,000,000'],
    ['1000000.001', 'lb', {}, 'At most 1,000,000 lb'],
  ] as const)('refuses %j %s, saying what to type', (text, soldBy, options, message) => {
    expect(readQuantityField(text, soldBy, options)).toEqual({ ok: false, message });
  });
});
