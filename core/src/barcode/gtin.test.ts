import { describe, expect, it } from 'vitest';
import { expandUpcE, gtinMatches, normalizeGtin, parseGtin } from './gtin';

describe('expandUpcE', () => {
  it.each([
    ['04252614', '042100005264'], // last digit 2: manufacturer 421, item 526
    ['01234565', '012345000065'], // 5–9: item digit last
    ['01234531', '012300000451'], // 3: manufacturer 0123
    ['01234543', '012340000053'], // 4: manufacturer 01234
    ['01234505', '012000003455'], // 0: manufacturer 01200
    ['11234562', '112345000062'], // number system 1
  ])('expands %s to %s', (upcE, upcA) => {
    expect(expandUpcE(upcE)).toBe(upcA);
  });

  it('is only for 8 digits in number system 0 or 1', () => {
    expect(expandUpcE('96385074')).toBeNull();
    expect(expandUpcE('0425261')).toBeNull();
    expect(expandUpcE('0425261x')).toBeNull();
  });
});

describe('parseGtin', () => {
  it.each([
    ['4006381333931', 'ean13', '4006381333931'],
    ['5012345678900', 'ean13', '5012345678900'],
    ['036000291452', 'upca', '0036000291452'],
    ['96385074', 'ean8', '96385074'],
    ['04252614', 'upce', '0042100005264'],
    ['01234565', 'upce', '0012345000065'],
  ])('reads %s as %s with GTIN %s', (code, format, gtin) => {
    expect(parseGtin(code)).toEqual({ format, code, gtin });
  });

  it('reads 8 digits as EAN-8 when they do not check out as UPC-E', () => {
    // As UPC-E, 01234503 would expand to 01200000345 + a check digit of 5, not 3; as EAN-8 it is valid.
    expect(parseGtin('01234503')).toEqual({ format: 'ean8', code: '01234503', gtin: '01234503' });
  });

  it('prefers UPC-E when 8 digits check out both ways', () => {
    expect(parseGtin('01234558')?.format).toBe('upce');
  });

  it.each(['4006381333932', '036000291453', '96385075', '04252615', '12345', '00012345678905', 'GL-1042', ''])(
    'refuses %j',
    (code) => {
      expect(parseGtin(code)).toBeNull();
    },
  );
});

describe('normalizeGtin', () => {
  it('gives UPC-A, EAN-13 and GTIN-14 forms of one product the same value', () => {
    expect(normalizeGtin('012345678905')).toBe('12345678905');
    expect(normalizeGtin('0012345678905')).toBe('12345678905');
    expect(normalizeGtin('00012345678905')).toBe('12345678905');
  });

  it('expands UPC-E so it meets its UPC-A', () => {
    expect(normalizeGtin('04252614')).toBe(normalizeGtin('042100005264'));
  });

  it('keeps EAN-8 apart from the EAN-13 that happens to share digits', () => {
    expect(normalizeGtin('96385074')).toBe('96385074');
    expect(normalizeGtin('00000096385074')).toBe('96385074');
  });

  it('is null for anything that is not a valid GTIN', () => {
    expect(normalizeGtin('4006381333932')).toBeNull();
    expect(normalizeGtin('00012345678906')).toBeNull();
    expect(normalizeGtin('GL-1042')).toBeNull();
  });
});

describe('gtinMatches', () => {
  it('finds a product stored in either form', () => {
    expect(gtinMatches('036000291452', '0036000291452')).toBe(true);
    expect(gtinMatches('00036000291452', '036000291452')).toBe(true);
    expect(gtinMatches(' 4006381333931 ', '4006381333931')).toBe(true);
  });

  it('does not match different products or codes that are not GTINs', () => {
    expect(gtinMatches('4006381333931', '5012345678900')).toBe(false);
    expect(gtinMatches('GL-1042', 'GL-1042')).toBe(false);
  });
});
