import { describe, expect, it } from 'vitest';
import { groupSeparator as GS, parseGs1, splitSymbologyId } from './gs1';

const readsAs = (text: string) => {
  const result = parseGs1(text);
  if (!result.ok) throw new Error(result.reason);
  return result.data;
};
const reasonFor = (text: string) => {
  const result = parseGs1(text);
  return result.ok ? null : result.reason;
};

describe('parseGs1', () => {
  it('reads a GS1-128 with its symbology identifier and fixed-length fields before the batch', () => {
    expect(readsAs(']C101095011015300031710123110ABC123')).toEqual({
      gtin: '09501101530003',
      expiry: '2010-12-31',
      batch: 'ABC123',
    });
  });

  it('ends a variable-length field at the group separator', () => {
    expect(readsAs(`]C10109501101530003310300075510ABC123${GS}17261231`)).toEqual({
      gtin: '09501101530003',
      grams: 755,
      batch: 'ABC123',
      expiry: '2026-12-31',
    });
  });

  it('reads a GS1 DataBar Expanded with weight and price, as scanned without an identifier', () => {
    expect(readsAs(`]e00100012345678905310200007539220377${GS}`)).toEqual({
      gtin: '00012345678905',
      grams: 750,
      priceCents: 377,
    });
    // Without the separator a variable-length field runs to the end, taking whatever follows with it.
    expect(readsAs('0100012345678905392237731020007')).toEqual({ gtin: '00012345678905', priceCents: 37_731_020_007 });
  });

  it('takes a separator after a fixed-length field, as some printers add one', () => {
    expect(readsAs(`]d20109501101530003${GS}17261231`)).toEqual({ gtin: '09501101530003', expiry: '2026-12-31' });
  });

  it('reads the bracketed form people type', () => {
    expect(readsAs('(01)09501101530003(3103)000755(17)261231(10)ABC123')).toEqual({
      gtin: '09501101530003',
      grams: 755,
      expiry: '2026-12-31',
      batch: 'ABC123',
    });
    expect(readsAs(']Q3(01)09501101530003(3922)1299')).toEqual({ gtin: '09501101530003', priceCents: 1299 });
    expect(readsAs('(01) 09501101530003 (17) 261231')).toEqual({ gtin: '09501101530003', expiry: '2026-12-31' });
  });

  it.each([
    ['3100', '000002', 2000],
    ['3101', '000125', 12_500],
    ['3102', '000075', 750],
    ['3103', '001500', 1500],
  ])('reads net weight (%s)%s as %i g', (ai, value, grams) => {
    expect(readsAs(`(${ai})${value}`).grams).toBe(grams);
  });

  it.each([
    ['3920', '12', 1200],
    ['3921', '125', 1250],
    ['3922', '000377', 377],
    ['3923', '1235', 124],
    ['3923', '1234', 123],
  ])('reads price (%s)%s as %i cents', (ai, value, cents) => {
    expect(readsAs(`(${ai})${value}`).priceCents).toBe(cents);
  });

  it.each([
    ['261231', '2026-12-31'],
    ['260200', '2026-02-28'],
    ['280200', '2028-02-29'],
    ['000100', '2000-01-31'],
    ['280229', '2028-02-29'],
  ])('reads expiry %s as %s', (value, iso) => {
    expect(readsAs(`(17)${value}`).expiry).toBe(iso);
  });

  it.each([
    ['an AI it does not read', '(01)09501101530003(21)12345', '(21) is not an AI Tillwise reads'],
    ['an unknown AI in scanned data', ']C1010950110153000321ABC', '21AB… does not start with an AI Tillwise reads'],
    ['a bad GTIN check digit', ']C10109501101530004', 'the GTIN 09501101530004 in (01) has a bad check digit'],
    ['a short GTIN', ']C1010950110153000', '(01) needs 14 characters'],
    ['a month 13', '(17)261301', 'the date 261301 in (17) is not a real date'],
    ['February 29 in a common year', '(17)270229', 'the date 270229 in (17) is not a real date'],
    ['letters in a date', '(17)26AB01', '(17) must be digits'],
    ['a batch over 20 characters', ']C110ABCDEFGHIJKLMNOPQRSTU', '(10) needs 1 to 20 characters'],
    ['an empty batch', `]C110${GS}17261231`, '(10) needs 1 to 20 characters'],
    ['a batch with a space', '(10)AB 12', 'the batch in (10) has characters GS1 does not allow'],
    ['two weights', '(3102)000075(3103)000755', 'it carries more than one net weight'],
    ['a price past 2^53 cents', '(3920)999999999999999', 'the price in (3920) is too large'],
    ['a bracket without an AI', '(1)23', 'it does not start with an AI in brackets'],
    ['nothing after the identifier', ']C1', 'it is empty'],
    ['a weight to 4 decimals', '(3104)000755', '(3104) is not an AI Tillwise reads'],
  ])('refuses %s', (_, text, reason) => {
    expect(reasonFor(text)).toBe(reason);
  });
});

describe('splitSymbologyId', () => {
  it('splits an AIM identifier off the front', () => {
    expect(splitSymbologyId(']E04006381333931')).toEqual({ symbologyId: ']E0', data: '4006381333931' });
    expect(splitSymbologyId(']C0GL-1042')).toEqual({ symbologyId: ']C0', data: 'GL-1042' });
  });

  it('leaves data without one alone', () => {
    expect(splitSymbologyId('4006381333931')).toEqual({ symbologyId: null, data: '4006381333931' });
    expect(splitSymbologyId(']')).toEqual({ symbologyId: null, data: ']' });
  });
});
