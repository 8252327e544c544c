import { parseGtin } from '../barcode/gtin';
import type { GtinFormat } from '../barcode/gtin';
import type { Product } from '../catalog/catalog-schemas';
import { unitPriceSuffix } from '../catalog/sold-by';
import type { SoldBy } from '../catalog/sold-by';
import { formatMoney } from '../money/money';
import { usMoneyFormat } from '../money/money-format';
import type { MoneyFormat } from '../money/money-format';

/**
 * How labels sit on the paper, in millimetres: a roll prints one label per page on a label printer, a sheet holds
 * a grid of labels on A4 or Letter. `nameMaxChars` is about two lines of the product name at the label's font.
 */
export interface LabelLayout {
  id: LabelLayoutId;
  name: string;
  kind: 'roll' | 'sheet';
  pageWidthMm: number;
  pageHeightMm: number;
  labelWidthMm: number;
  labelHeightMm: number;
  marginTopMm: number;
  marginLeftMm: number;
  columnGapMm: number;
  rowGapMm: number;
  columns: number;
  rows: number;
  nameMaxChars: number;
}

export const labelLayoutIds = ['roll-50x30', 'roll-38x25', 'roll-57x32', 'a4-3x8', 'a4-4x10', 'letter-3x10'] as const;
export type LabelLayoutId = (typeof labelLayoutIds)[number];

/** Whether a stored or typed value names one of the layouts (a remembered choice may predate a removal). */
export const isLabelLayoutId = (value: string | null | undefined): value is LabelLayoutId =>
  labelLayoutIds.some((id) => id === value);

/** A label printer's roll: the page is the label, so the browser prints one label per page. */
const roll = (id: LabelLayoutId, widthMm: number, heightMm: number, nameMaxChars: number): LabelLayout => ({
  id,
  name: `${widthMm} × ${heightMm} mm`,
  kind: 'roll',
  pageWidthMm: widthMm,
  pageHeightMm: heightMm,
  labelWidthMm: widthMm,
  labelHeightMm: heightMm,
  marginTopMm: 0,
  marginLeftMm: 0,
  columnGapMm: 0,
  rowGapMm: 0,
  columns: 1,
  rows: 1,
  nameMaxChars,
});

const a4 = { kind: 'sheet', pageWidthMm: 210, pageHeightMm: 297 } as const;
const letter = { kind: 'sheet', pageWidthMm: 215.9, pageHeightMm: 279.4 } as const;

/** The label sizes and sheets Tillwise prints; the sheets' margins and gaps are their makers' templates. */
export const labelLayouts: Record<LabelLayoutId, LabelLayout> = {
  'roll-50x30': roll('roll-50x30', 50, 30, 44),
  'roll-38x25': roll('roll-38x25', 38, 25, 30),
  'roll-57x32': roll('roll-57x32', 57, 32, 50),
  'a4-3x8': {
    ...a4,
    id: 'a4-3x8',
    name: 'A4 — 3 × 8 (70 × 37 mm)',
    labelWidthMm: 70,
    labelHeightMm: 37,
    marginTopMm: 0.5,
    marginLeftMm: 0,
    columnGapMm: 0,
    rowGapMm: 0,
    columns: 3,
    rows: 8,
    nameMaxChars: 60,
  },
  'a4-4x10': {
    ...a4,
    id: 'a4-4x10',
    name: 'A4 — 4 × 10 (48.5 × 25.4 mm)',
    labelWidthMm: 48.5,
    labelHeightMm: 25.4,
    marginTopMm: 21.5,
    marginLeftMm: 8,
    columnGapMm: 0,
    rowGapMm: 0,
    columns: 4,
    rows: 10,
    nameMaxChars: 40,
  },
  'letter-3x10': {
    ...letter,
    id: 'letter-3x10',
    name: 'Letter — 3 × 10 (Avery 5160, 66.7 × 25.4 mm)',
    // Avery 5160 in inches: 2⅝ × 1 labels, ½ top margin, 3⁄16 side margins, ⅛ between columns.
    labelWidthMm: 66.675,
    labelHeightMm: 25.4,
    marginTopMm: 12.7,
    marginLeftMm: 4.7625,
    columnGapMm: 3.175,
    rowGapMm: 0,
    columns: 3,
    rows: 10,
    nameMaxChars: 56,
  },
};

/** How many labels one page holds: one for a roll, columns × rows for a sheet. */
export const labelsPerPage = (layout: LabelLayout) => layout.columns * layout.rows;

/** The most copies of one product a single print asks for. */
export const maxLabelCopies = 100;

export interface LabelRequest {
  productId: string;
  copies: number;
}

/** One place on a page, with where it sits; `productId` is null for a skipped or unused place. */
export interface LabelCell {
  slot: number;
  column: number;
  row: number;
  leftMm: number;
  topMm: number;
  productId: string | null;
}

export interface LabelPage {
  cells: LabelCell[];
}

/** The most used labels a sheet can skip: all but one, since a fully used sheet goes in the bin. */
export const maxSkippedLabels = (layout: LabelLayout) => (layout.kind === 'sheet' ? labelsPerPage(layout) - 1 : 0);

/** A whole number from 0 to max: what a typed count becomes (blank or nonsense is 0). */
const clampCount = (value: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(0, Math.floor(value))) : 0;

/**
 * The pages to print: each product's copies in order, left to right and top to bottom, with the first `skip`
 * places of the first sheet left empty (a part-used sheet). Every place of a sheet is listed so a preview can
 * outline the empty ones; a roll has one cell a page and ignores `skip`. No labels, no pages.
 */
export function labelPages(items: readonly LabelRequest[], layout: LabelLayout, skip = 0): LabelPage[] {
  const productIds = items.flatMap((item) =>
    Array.from({ length: clampCount(item.copies, maxLabelCopies) }, () => item.productId),
  );
  if (productIds.length === 0) return [];
  const perPage = labelsPerPage(layout);
  const slots: (string | null)[] = [
    ...Array.from({ length: clampCount(skip, maxSkippedLabels(layout)) }, () => null),
    ...productIds,
  ];
  const pages: LabelPage[] = [];
  for (let start = 0; start < slots.length; start += perPage) {
    const cells = Array.from({ length: perPage }, (_, slot): LabelCell => {
      const column = slot % layout.columns;
      const row = Math.floor(slot / layout.columns);
      return {
        slot,
        column,
        row,
        leftMm: layout.marginLeftMm + column * (layout.labelWidthMm + layout.columnGapMm),
        topMm: layout.marginTopMm + row * (layout.labelHeightMm + layout.rowGapMm),
        productId: slots[start + slot] ?? null,
      };
    });
    pages.push({ cells });
  }
  return pages;
}

/** The symbologies a label's barcode is drawn in, by JsBarcode's names. */
export type LabelBarcodeFormat = 'EAN13' | 'EAN8' | 'UPC' | 'UPCE' | 'CODE128';

const gtinBarcodeFormats: Record<GtinFormat, LabelBarcodeFormat> = {
  ean13: 'EAN13',
  ean8: 'EAN8',
  upca: 'UPC',
  upce: 'UPCE',
};

/**
 * The symbology for a code: EAN-13, EAN-8, UPC-A or UPC-E when it is one with a valid check digit (read as the
 * till's scanner reads it), otherwise Code 128, which encodes any SKU or in-house code.
 */
export function labelBarcodeFormat(code: string): LabelBarcodeFormat {
  const gtin = parseGtin(code);
  return gtin ? gtinBarcodeFormats[gtin.format] : 'CODE128';
}

/**
 * A name that fits in `maxChars`: cut at the last word boundary (unless that drops more than half of it) and
 * ended with an ellipsis.
 */
export function truncateLabelName(name: string, maxChars: number): string {
  const text = name.trim().replace(/\s+/g, ' ');
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, Math.max(1, maxChars - 1));
  const endsAtWord = text.charAt(cut.length) === ' ';
  const lastSpace = cut.lastIndexOf(' ');
  const atWord = endsAtWord || lastSpace < cut.length / 2 ? cut : cut.slice(0, lastSpace);
  return `${atWord.replace(/[\s,.;:–—-]+$/, '')}…`;
}

export type LabelProduct = Pick<Product, 'name' | 'sku' | 'barcode' | 'priceCents'> & {
  soldBy?: SoldBy;
  /** A comparison price such as '$4.99 / kg', when the product has one. */
  unitPriceText?: string | null;
};

export interface LabelTextOptions {
  nameMaxChars: number;
  showUnitPrice?: boolean;
}

export interface LabelText {
  name: string;
  /** '$4.99', or '$4.99/kg' for a product sold by weight. */
  price: string;
  unitPrice: string | null;
  barcodeValue: string;
  barcodeFormat: LabelBarcodeFormat;
}

/**
 * What one product's label shows: its name cut to fit, its price, the unit price when asked for and known, and
 * its barcode — or its SKU in Code 128 when it has none, so every label still scans at the till.
 */
export function labelText(
  product: LabelProduct,
  options: LabelTextOptions,
  format: MoneyFormat = usMoneyFormat,
): LabelText {
  const barcode = product.barcode?.trim() || null;
  const unitPrice = product.unitPriceText?.trim() || null;
  return {
    name: truncateLabelName(product.name, options.nameMaxChars),
    price: `${formatMoney(product.priceCents, format)}${unitPriceSuffix(product.soldBy)}`,
    unitPrice: options.showUnitPrice ? unitPrice : null,
    barcodeValue: barcode ?? product.sku,
    barcodeFormat: barcode ? labelBarcodeFormat(barcode) : 'CODE128',
  };
}
