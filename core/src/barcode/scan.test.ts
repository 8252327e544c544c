import { describe, expect, it } from 'vitest';
import { groupSeparator as GS } from './gs1';
import { describeScan, interpretScan } from './scan';
import type { ScaleLabelLayout } from './scale-label';
import { defaultScaleLabelLayout } from './scale-label';

const scan = (raw: string, layout: ScaleLabelLayout = defaultScaleLabelLayout) => interpretScan(raw, layout);

describe('interpretScan: GTINs', () => {
  it.each([
    ['4006381333931', 'ean13', '4006381333931'],
    ['5012345678900', 'ean13', '5012345678900'],
    ['036000291452', 'upca', '0036000291452'],
    ['96385074', 'ean8', '96385074'],
    ['04252614', 'upce', '0042100005264'],
  ])('reads %s as %s', (raw, format, gtin) => {
    expect(scan(raw)).toEqual({ ok: true, kind: 'gtin', format, code: raw, gtin });
  });

  it('trims the CR/LF and spaces a scanner or a person adds', () => {
    expect(scan(' 4006381333931\r\n')).toMatchObject({ ok: true, kind: 'gtin', gtin: '4006381333931' });
  });

  it('drops a symbology identifier that is not GS1', () => {
    expect(scan(']E04006381333931')).toMatchObject({ ok: true, kind: 'gtin', code: '4006381333931' });
  });

  it.each(['4006381333932', '036000291453', '96385075', '2100421007554'])('refuses %s for its check digit', (raw) => {
    expect(scan(raw)).toEqual({ ok: false, message: `Barcode ${raw} has a bad check digit` });
  });
});

describe('interpretScan: scale labels', () => {
  it('reads a weighed item when the prefix is in the layout', () => {
    expect(scan('2100421007553')).toEqual({ ok: true, kind: 'scale', prefix: '21', itemCode: '00421', grams: 755 });
  });

  it('reads a priced label under a price layout', () => {
    const layout: ScaleLabelLayout = { prefixes: ['28'], itemDigits: 5, value: 'price', decimals: 2 };
    expect(scan('2800042004992', layout)).toEqual({
      ok: true,
      kind: 'scale',
      prefix: '28',
      itemCode: '00042',
      priceCents: 499,
    });
  });

  it('reads a US UPC-A random-weight label through its EAN-13 form', () => {
    const layout: ScaleLabelLayout = {
      prefixes: ['02'],
      itemDigits: 5,
      value: 'price',
      decimals: 2,
      valueCheckDigit: true,
    };
    expect(scan('212345712993', layout)).toMatchObject({ kind: 'scale', itemCode: '12345', priceCents: 1299 });
  });

  it('is a plain GTIN when the layout does not list the prefix', () => {
    const layout = { ...defaultScaleLabelLayout, prefixes: ['20' as const] };
    expect(scan('2100421007553', layout)).toMatchObject({ ok: true, kind: 'gtin', gtin: '2100421007553' });
  });
});

describe('interpretScan: GS1', () => {
  it('reads a GS1-128 with a GTIN, expiry and batch', () => {
    expect(scan(']C101095011015300031710123110ABC123')).toEqual({
      ok: true,
      kind: 'gs1',
      gtin: '09501101530003',
      expiry: '2010-12-31',
      batch: 'ABC123',
    });
  });

  it('reads group separators and the bracketed form alike', () => {
    const expected = {
      ok: true,
      kind: 'gs1',
      gtin: '09501101530003',
      grams: 755,
      batch: 'ABC123',
      expiry: '2026-12-31',
    };
    expect(scan(`]C10109501101530003310300075510ABC123${GS}17261231\r\n`)).toEqual(expected);
    expect(scan(`0109501101530003310300075510ABC123${GS}17261231`)).toEqual(expected);
    expect(scan('(01)09501101530003(3103)000755(10)ABC123(17)261231')).toEqual(expected);
  });

  it('reads a DataBar sent without its identifier', () => {
    expect(scan('0100012345678905')).toEqual({ ok: true, kind: 'gs1', gtin: '00012345678905' });
    expect(scan('01000123456789053922499')).toMatchObject({ kind: 'gs1', priceCents: 499 });
  });

  it('treats long numbers starting 01 that are not GS1 as text', () => {
    expect(scan('0100012345678906')).toEqual({ ok: true, kind: 'text', text: '0100012345678906' });
    expect(scan('01000123456789059999')).toEqual({ ok: true, kind: 'text', text: '01000123456789059999' });
  });

  it.each([
    [']C10109501101530004', 'the GTIN 09501101530004 in (01) has a bad check digit'],
    ['(01)09501101530003(21)12345', '(21) is not an AI Tillwise reads'],
    [']C117261231', 'it carries no GTIN (01)'],
    [`]C10109501101530003${GS}17261340`, 'the date 261340 in (17) is not a real date'],
  ])('explains why %j could not be read', (raw, reason) => {
    const shown = raw.replaceAll(GS, '<GS>');
    expect(scan(raw)).toEqual({ ok: false, message: `Barcode ${shown} could not be read: ${reason}` });
  });
});

describe('interpretScan: text', () => {
  it.each([
    ['GL-1042', 'GL-1042'],
    [']C0GL-1042', 'GL-1042'],
    ['4011', '4011'], // a produce PLU typed at the till
    ['00012345678905', '00012345678905'], // GTIN-14 from a case: looked up as it is
    ['REF-0001\n', 'REF-0001'],
  ])('passes %j on as text %j', (raw, text) => {
    expect(scan(raw)).toEqual({ ok: true, kind: 'text', text });
  });

  it('says when nothing was scanned', () => {
    expect(scan(' \r\n')).toEqual({ ok: false, message: 'Nothing was scanned' });
  });
});

describe('describeScan', () => {
  it('says what a scan reads as', () => {
    expect(describeScan('5012345678900', defaultScaleLabelLayout)).toBe('EAN-13 5012345678900');
    expect(describeScan('2100421007553', defaultScaleLabelLayout)).toBe('scale label, item 00421, 0.755 kg');
    expect(describeScan('TLS-001', defaultScaleLabelLayout)).toBe('a SKU or code “TLS-001”');
    expect(describeScan('4006381333932', defaultScaleLabelLayout)).toBe('Barcode 4006381333932 has a bad check digit');
  });
});

describe('a price-embedded barcode in the store’s currency', () => {
  const priced: ScaleLabelLayout = { prefixes: ['28'], itemDigits: 5, value: 'price', decimals: 0 };

  it('reads a yen scale label and a yen GS1 price as yen', () => {
    expect(interpretScan('2800042004992', priced, 'JPY')).toMatchObject({ kind: 'scale', priceCents: 499 });
    // (3920) 1250: ¥1,250; the same in dollars would be $1,250.00.
    expect(interpretScan('(01)00012345678905(3920)1250', priced, 'JPY')).toMatchObject({ priceCents: 1250 });
    expect(interpretScan('(01)00012345678905(3920)1250', priced)).toMatchObject({ priceCents: 125_000 });
  });

  it('reads a dinar GS1 price with 3 decimals as fils', () => {
    expect(interpretScan('(01)00012345678905(3923)1250', priced, 'KWD')).toMatchObject({ priceCents: 1250 });
    expect(interpretScan('(01)00012345678905(3922)1250', priced, 'KWD')).toMatchObject({ priceCents: 12_500 });
  });

  it('describes a label’s price in the store’s money', () => {
    expect(describeScan('2800042004992', priced, { locale: 'de-DE', currency: 'EUR' })).toBe(
      'scale label, item 00042, 499,00\u00a0€',
    );
    expect(describeScan('2800042004992', priced, { locale: 'en-US', currency: 'JPY' })).toBe(
      'scale label, item 00042, ¥499',
    );
  });
});
