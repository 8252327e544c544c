import { twoColumns, wrapText } from '../escpos/receipt-bytes';
import type { ReceiptForPrint } from '../escpos/receipt-bytes';
import { formatMoney } from '../money/money';
import { usMoneyFormat } from '../money/money-format';
import { say } from '../i18n/core-message';
import {
  mailedReceiptMessages as mailed,
  printedReceiptMessages as p,
  receiptMessages as m,
  vatSummaryMessages as v,
} from '../sale/receipt-messages';

/** The content id the HTML part names the store's logo by; the logo travels as an inline attachment. */
export const receiptLogoCid = 'store-logo@tillwise';

export interface ReceiptMail {
  subject: string;
  html: string;
  text: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

interface Row {
  label: string;
  cents: number;
  bold?: boolean;
}

function totalRows(receipt: ReceiptForPrint): { totals: Row[]; payments: Row[] } {
  return {
    totals: [
      { label: say(m.subtotal), cents: receipt.subtotalCents },
      ...(receipt.discountCents ? [{ label: say(m.discount), cents: -receipt.discountCents }] : []),
      ...receipt.taxes.map((tax) => ({ label: tax.name, cents: tax.cents })),
      { label: say(mailed.total), cents: receipt.totalCents, bold: true },
    ],
    payments: [
      ...receipt.tenders.map((tender) => ({ label: tender.label, cents: tender.cents })),
      ...(receipt.changeCents ? [{ label: say(m.change), cents: receipt.changeCents }] : []),
    ],
  };
}

/** A tax-inclusive sale's VAT summary: a heading, then each rate with its net, VAT and gross (none otherwise). */
function vatSummaryRows(receipt: ReceiptForPrint): { heading: string; rows: Row[] }[] {
  return (receipt.vatRows ?? []).map((row, index) => ({
    heading: `${index === 0 ? `${say(v.table)} · ` : ''}${say(v.rate)} ${row.rate}`,
    rows: [
      { label: say(v.net), cents: row.netCents },
      { label: say(v.vat), cents: row.vatCents },
      { label: say(v.gross), cents: row.grossCents },
    ],
  }));
}

const columns = 48;

/** The receipt as plain text, laid out as the 80 mm printer lays it out (same words, same figures). */
function receiptText(receipt: ReceiptForPrint): string {
  const rule = '-'.repeat(columns);
  const { totals, payments } = totalRows(receipt);
  const money = (cents: number) => formatMoney(cents, receipt.money ?? usMoneyFormat);
  const amounts = (rows: Row[]) => rows.flatMap((row) => twoColumns(row.label, money(row.cents), columns));
  return [
    ...wrapText(receipt.storeName, columns),
    ...receipt.addressLines.flatMap((line) => wrapText(line, columns)),
    '',
    say(p.number, { number: receipt.receiptNumber }),
    receipt.dateText,
    say(p.cashier, { name: receipt.cashierName }),
    rule,
    ...receipt.lines.flatMap((line) => [
      ...twoColumns(line.name, money(line.amountCents), columns),
      ...wrapText(line.quantityText ?? '', columns - 2).map((text) => `  ${text}`),
    ]),
    rule,
    ...amounts(totals),
    ...(payments.length > 0 ? ['', ...amounts(payments)] : []),
    ...vatSummaryRows(receipt).flatMap(({ heading, rows }) => ['', heading, ...amounts(rows)]),
    ...(receipt.footer ? ['', ...receipt.footer.split('\n').flatMap((line) => wrapText(line, columns))] : []),
  ].join('\n');
}

const cell = (text: string, style = '') => `<td style="padding:2px 0;${style}">${text}</td>`;
const amountRow = (row: Row, money: (cents: number) => string) =>
  `<tr${row.bold ? ' style="font-weight:bold;font-size:16px"' : ''}>${cell(escapeHtml(row.label))}${cell(
    escapeHtml(money(row.cents)),
    'text-align:right',
  )}</tr>`;

function receiptHtml(receipt: ReceiptForPrint, logoSrc: string | null): string {
  const { totals, payments } = totalRows(receipt);
  const money = (cents: number) => formatMoney(cents, receipt.money ?? usMoneyFormat);
  const amount = (row: Row) => amountRow(row, money);
  const lines = receipt.lines
    .map(
      (line) =>
        `<tr>${cell(
          `${escapeHtml(line.name)}${line.quantityText ? `<br><span style="color:#666;font-size:12px">${escapeHtml(line.quantityText)}</span>` : ''}`,
        )}${cell(escapeHtml(money(line.amountCents)), 'text-align:right;vertical-align:top')}</tr>`,
    )
    .join('');
  const footer = receipt.footer
    .split('\n')
    .filter(Boolean)
    .map((line) => `<p style="margin:4px 0">${escapeHtml(line)}</p>`)
    .join('');
  const rule = '<tr><td colspan="2"><hr style="border:0;border-top:1px dashed #999"></td></tr>';
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(say(mailed.title, { number: receipt.receiptNumber }))}</title></head>
<body style="margin:0;padding:16px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#111">
<table role="presentation" style="max-width:420px;width:100%;margin:0 auto;background:#fff;padding:16px;border-collapse:collapse">
<tr><td colspan="2" style="text-align:center">
${logoSrc ? `<img src="${escapeHtml(logoSrc)}" alt="${escapeHtml(receipt.storeName)}" style="max-width:160px;max-height:80px"><br>` : ''}
<h1 style="font-size:20px;margin:8px 0">${escapeHtml(receipt.storeName)}</h1>
${receipt.addressLines.map((line) => `<div style="font-size:13px;color:#444">${escapeHtml(line)}</div>`).join('')}
</td></tr>
<tr><td colspan="2" style="padding-top:12px;font-size:13px">${escapeHtml(
    say(p.number, { number: receipt.receiptNumber }),
  )}<br>${escapeHtml(receipt.dateText)}<br>${escapeHtml(say(p.cashier, { name: receipt.cashierName }))}</td></tr>
${rule}${lines}${rule}${totals.map(amount).join('')}
${payments.length > 0 ? `<tr><td colspan="2" style="height:8px"></td></tr>${payments.map(amount).join('')}` : ''}
${vatSummaryRows(receipt)
  .map(
    ({ heading, rows }) =>
      `<tr><td colspan="2" style="padding-top:8px;font-size:13px">${escapeHtml(heading)}</td></tr>${rows.map(amount).join('')}`,
  )
  .join('')}
${footer ? `<tr><td colspan="2" style="text-align:center;padding-top:12px;font-size:13px">${footer}</td></tr>` : ''}
</table></body></html>`;
}

/**
 * A sale's receipt as an e-mail: the printed receipt's model (receiptForPrint) as HTML, headed by the store's logo
 * when it has one, and as plain text; both say the same figures as the paper receipt, formatted by formatMoney in
 * the store's money (its currency, in its language).
 */
export function receiptMail(receipt: ReceiptForPrint, options: { withLogo: boolean }): ReceiptMail {
  return {
    subject: say(mailed.subject, { number: receipt.receiptNumber, store: receipt.storeName }),
    html: receiptHtml(receipt, options.withLogo ? `cid:${receiptLogoCid}` : null),
    text: receiptText(receipt),
  };
}

/** The same receipt as a web page of its own (a digital receipt link), its logo a data URL. */
export function receiptPage(receipt: ReceiptForPrint, logo: string | null): string {
  return receiptHtml(receipt, logo).replace(
    '<meta charset="utf-8">',
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">',
  );
}
