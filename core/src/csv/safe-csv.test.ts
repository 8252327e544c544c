import { describe, expect, it } from 'vitest';
import { safeCsvCell, safeCsvTable } from './safe-csv';

describe('safeCsvCell', () => {
  it.each(['=1+1', '+SUM(A1:A9)', '-2+3', '@SUM(1)', '\t=cmd', '\r=cmd', '=HYPERLINK("http://x","y")'])(
    'neutralises %j',
    (cell) => expect(safeCsvCell(cell)).toBe(`'${cell}`),
  );

  it.each(['-12.50', '+3', '42', 'Rose Bush', 'ORD-1042', 'a=b', '', 'ümlaut'])('keeps %j', (cell) =>
    expect(safeCsvCell(cell)).toBe(cell),
  );

  it('keeps numbers as numbers', () => expect(safeCsvCell(-5)).toBe(-5));
});

describe('safeCsvTable', () => {
  it('neutralises headers and every row', () => {
    expect(safeCsvTable({ fields: ['Name', '=x'], rows: [['=evil()', '-1.00']] })).toEqual({
      fields: ['Name', "'=x"],
      rows: [["'=evil()", '-1.00']],
    });
  });
});
