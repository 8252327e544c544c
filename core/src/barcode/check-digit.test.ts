import { describe, expect, it } from 'vitest';
import { gs1CheckDigit, hasValidCheckDigit } from './check-digit';

describe('gs1CheckDigit', () => {
  it.each([
    ['400638133393', 1], // EAN-13
    ['501234567890', 0], // EAN-13
    ['9638507', 4], // EAN-8
    ['03600029145', 2], // UPC-A
    ['0950110153000', 3], // GTIN-14
    ['12345678901234567', 5], // 17 digits, as in an SSCC-18
  ])('gives %s the check digit %i', (digits, check) => {
    expect(gs1CheckDigit(digits)).toBe(check);
  });

  it('ignores leading zeros, so UPC-A, EAN-13 and GTIN-14 forms agree', () => {
    expect(gs1CheckDigit('03600029145')).toBe(gs1CheckDigit('0003600029145'));
  });

  it('refuses anything but digits', () => {
    expect(() => gs1CheckDigit('12a4')).toThrow(RangeError);
  });
});

describe('hasValidCheckDigit', () => {
  it.each(['4006381333931', '5012345678900', '96385074', '036000291452', '09501101530003'])('accepts %s', (code) => {
    expect(hasValidCheckDigit(code)).toBe(true);
  });

  it.each(['4006381333932', '96385075', '036000291453', '', '7', 'ABC123', '40063813 3931'])('rejects %j', (code) => {
    expect(hasValidCheckDigit(code)).toBe(false);
  });
});
