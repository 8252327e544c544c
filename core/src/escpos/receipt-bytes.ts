import { formatMoney } from '../money/money';
import { minorUnitDigits, moneyCodeFormatter } from '../money/currency';
import { usMoneyFormat } from '../money/money-format';
import type { MoneyFormat } from '../money/money-format';
import { escpos, toAscii } from './escpos';
import { say } from '../i18n/core-message';
import { printedReceiptMessages as p, receiptMessages as m, vatSummaryMessages as v } from '../sale/receipt-messages';
import type { DrawerPin, EscPos } from './escpos';
import type { PaperWidth } from './printer-settings';

/** One sold line as printed. */
export interface ReceiptLineForPrint {
  name: string;
  /** How many at what price ('2 x $4.99', '0.755 kg @ $4.99/kg'); null or empty for a single unit, printing nothing. */
  quantityText: string | null;
  amountCents: number;
}

/** A receipt with its text already worded and formatted by the web (from a Sale), ready to lay out. */
export interface ReceiptForPrint {
  storeName: string;
  addressLines: readonly string[];
  receiptNumber: string;
  /** The sale's date and time, formatted in the store's time zone. */
  dateText: string;
  cashierName: string;
  lines: readonly ReceiptLineForPrint[];
  subtotalCents: number;
  /** The sale's discount as a positive amount; printed as a minus, left out when 0. */
  discountCents: number;
  taxes: readonly { name: string; cents: number }[];
  totalCents: number;
  tenders: readonly { label: string; cents: number }[];
  /** Cash handed back; left out when 0. */
  changeCents: number;
  /** Centred under the totals; a line break starts a new line. */
  footer: string;
  /** Printed as a CODE128 barcode at the very end when set (usually the receipt number, for returns). */
  barcode?: string | null;
  /** The receipt's public page, printed as a QR code under it when set (Settings › Receipts). */
  link?: string | null;
  /** The store's money (its currency, in its language) every amount is written in: US dollars when left out. */
  money?: MoneyFormat;
  /** A tax-inclusive sale's VAT summary, a row per rate (its rate already written: '19 %'); none otherwise. */
  vatRows?: readonly VatRowForPrint[];
}

/** One rate of a VAT summary as printed: what was sold at it before tax, the VAT, and with tax. */
export interface VatRowForPrint {
  rate: string;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

export interface ReceiptPrintOptions {
  paperWidth: PaperWidth;
  /** Kick the cash drawer after the cut: the till asks for it on cash sales. */
  openDrawer: boolean;
  drawerPin?: DrawerPin;
}

/** Characters per line in the printer's standard font (Font A, 12 × 24 dots). */
export const paperColumns: Record<PaperWidth, number> = { 58: 32, 80: 48 };

/**
 * Word-wraps text to lines of at most width characters (the first at most firstWidth), breaking a word only when
 * it is longer than a whole line. Runs of spaces collapse; empty text gives no lines.
 */
export function wrapText(text: string, width: number, firstWidth = width): string[] {
  if (width < 1 || firstWidth < 1) throw new RangeError('Wrap width must be at least 1');
  const lines: string[] = [];
  const limit = () => (lines.length === 0 ? firstWidth : width);
  let line = '';
  for (const word of text.split(' ')) {
    if (!word) continue;
    if (line && line.length + 1 + word.length <= limit()) {
      line += ` ${word}`;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (rest.length > limit()) {
      const cut = limit();
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Left text and right text on one line of exactly width characters, padded between. When they would collide,
 * the left wraps onto further lines (nothing is cut off) with the right beside its first line; when not even the
 * left's first word fits beside it, the left takes whole lines and the right follows on its own, right-aligned.
 */
export function twoColumns(left: string, right: string, width: number): string[] {
  const room = width - right.length - 1;
  const firstWord = left.split(' ').find(Boolean) ?? '';
  if (room < 1 || firstWord.length > room) {
    return [...wrapText(left, width), ...wrapText(right, width).map((line) => line.padStart(width))];
  }
  const [first = '', ...rest] = wrapText(left, width, room);
  return [first + right.padStart(width - first.length), ...rest];
}

/**
 * An amount as the printer prints it, in the store's money: as the store writes it where that is plain ASCII
 * ("$12.50", "CA$12.50"); else with the currency's ISO code for its sign ("12,50 EUR", "GBP 12.50", "JPY 1,200"),
 * since the printer prints ASCII only (toAscii), whatever its code page. Its length is the columns it takes.
 */
export function printedMoney(cents: number, format: MoneyFormat = usMoneyFormat): string {
  const written = formatMoney(cents, format).replace(/\s/gu, ' ');
  if (/^[ -~]*$/.test(written)) return written;
  const amount = cents === 0 ? 0 : cents / 10 ** minorUnitDigits(format.currency);
  return toAscii(moneyCodeFormatter(format).format(amount));
}

interface TotalRow {
  label: string;
  cents: number;
  bold?: boolean;
}

const lineAll = (doc: EscPos, lines: readonly string[]) => lines.reduce((next, line) => next.line(line), doc);

/**
 * The totals, then after a blank line the tenders, as one right-aligned block: labels line up on the left of the
 * block and amounts end at the paper's right edge.
 */
function totalsBlock(
  doc: EscPos,
  groups: readonly (readonly TotalRow[])[],
  columns: number,
  money: MoneyFormat,
): EscPos {
  const rows = groups.flat();
  const labelWidth = Math.max(...rows.map((row) => row.label.length));
  const amountWidth = Math.max(...rows.map((row) => printedMoney(row.cents, money).length));
  const blockWidth = Math.min(columns, labelWidth + 2 + amountWidth);
  let next = doc;
  for (const [index, group] of groups.entries()) {
    if (index > 0 && group.length > 0) next = next.newline();
    for (const row of group) {
      const lines = twoColumns(row.label, printedMoney(row.cents, money), blockWidth).map((line) =>
        line.padStart(columns),
      );
      next = row.bold ? lineAll(next.bold(true), lines).bold(false) : lineAll(next, lines);
    }
  }
  return next;
}

/**
 * The VAT summary under the totals, a rate at a time: its rate, then net, VAT and gross right-aligned beneath (four
 * columns of amounts do not fit 58 mm paper). Nothing when the sale has none.
 */
function vatSummaryBlock(doc: EscPos, rows: readonly VatRowForPrint[], columns: number, money: MoneyFormat): EscPos {
  if (rows.length === 0) return doc;
  let next = doc.newline().line(toAscii(say(v.table)));
  for (const row of rows) {
    next = next.line(toAscii(`${say(v.rate)} ${row.rate}`));
    next = totalsBlock(
      next,
      [
        [
          { label: toAscii(`  ${say(v.net)}`), cents: row.netCents },
          { label: toAscii(`  ${say(v.vat)}`), cents: row.vatCents },
          { label: toAscii(`  ${say(v.gross)}`), cents: row.grossCents },
        ],
      ],
      columns,
      money,
    );
  }
  return next;
}

/**
 * A receipt as ESC/POS bytes for a thermal printer: store name large and centred, the sale's lines with amounts
 * on the right, totals and tenders right-aligned, the footer, then a partial cut and (for cash) the drawer kick.
 * Every text is measured as it prints (see toAscii: a '€' takes three columns), so no line runs past the paper.
 */
export function receiptBytes(receipt: ReceiptForPrint, options: ReceiptPrintOptions): Uint8Array {
  const columns = paperColumns[options.paperWidth];
  const money = receipt.money ?? usMoneyFormat;
  const wrap = (text: string, width = columns) => wrapText(toAscii(text), width);
  const rule = '-'.repeat(columns);

  // Double size halves the characters a line holds.
  let doc = escpos().init().align('center').size('double').bold(true);
  doc = lineAll(doc, wrap(receipt.storeName, columns / 2))
    .size('normal')
    .bold(false);
  doc = lineAll(
    doc,
    receipt.addressLines.flatMap((line) => wrap(line)),
  );
  doc = doc.newline().align('left');
  doc = lineAll(doc, [
    ...wrap(say(p.number, { number: receipt.receiptNumber })),
    ...wrap(receipt.dateText),
    ...wrap(say(p.cashier, { name: receipt.cashierName })),
    rule,
  ]);

  for (const line of receipt.lines) {
    doc = lineAll(doc, twoColumns(toAscii(line.name), printedMoney(line.amountCents, money), columns));
    doc = lineAll(
      doc,
      wrap(line.quantityText ?? '', columns - 2).map((text) => `  ${text}`),
    );
  }
  doc = doc.line(rule);

  const totals: TotalRow[] = [
    { label: toAscii(say(m.subtotal)), cents: receipt.subtotalCents },
    ...(receipt.discountCents ? [{ label: toAscii(say(m.discount)), cents: -receipt.discountCents }] : []),
    ...receipt.taxes.map((tax) => ({ label: toAscii(tax.name), cents: tax.cents })),
    { label: toAscii(say(m.total)), cents: receipt.totalCents, bold: true },
  ];
  const payments: TotalRow[] = [
    ...receipt.tenders.map((tender) => ({ label: toAscii(tender.label), cents: tender.cents })),
    ...(receipt.changeCents ? [{ label: toAscii(say(m.change)), cents: receipt.changeCents }] : []),
  ];
  doc = totalsBlock(doc, [totals, payments], columns, money);
  doc = vatSummaryBlock(doc, receipt.vatRows ?? [], columns, money);

  const footer = receipt.footer.split('\n').flatMap((paragraph) => wrap(paragraph));
  if (footer.length > 0) doc = lineAll(doc.newline().align('center'), footer);
  if (receipt.barcode) doc = doc.newline().align('center').barcode128(toAscii(receipt.barcode));
  if (receipt.link)
    doc = doc
      .newline()
      .align('center')
      .qrCode(receipt.link)
      .newline()
      .line(toAscii(say(p.scanOnline)));
  doc = doc.align('left').feed(3).cut('partial');
  return (options.openDrawer ? doc.drawerKick(options.drawerPin ?? 2) : doc).bytes();
}
