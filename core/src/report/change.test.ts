import { describe, expect, it } from 'vitest';
import { formatChange, percentChange } from './change';

describe('percentChange', () => {
  it.each([
    [108_20, 100_00, 8.2],
    [96_60, 100_00, -3.4],
    [100, 100, 0],
    [1, 3, -66.7],
    [5, 0, null],
  ])('%i against %i is %s %%', (current, previous, change) => {
    expect(percentChange(current, previous)).toBe(change);
  });
});

describe('formatChange', () => {
  it.each([
    [8.2, '+8.2%'],
    [-3.4, '-3.4%'],
    [0, '0.0%'],
    [12, '+12.0%'],
  ])('%f reads %s', (change, text) => {
    expect(formatChange(change)).toBe(text);
  });
});
