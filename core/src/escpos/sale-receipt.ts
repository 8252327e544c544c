import { isSoldByWeight, lineAmountCents, lineQuantityLabel } from '../catalog/sold-by';
import { formatMoney } from '../money/money';
import { usMoneyFormat } from '../money/money-format';
import type { MoneyFormat } from '../money/money-format';
import { paymentMethodLabels } from '../payment/tender';
import type { Sale } from '../sale/sale-schemas';
import type { ReceiptSettings } from '../settings/receipt-settings';
import { shownSubtotalCents, shownTaxes } from '../tax/shown-taxes';
import type { ReceiptForPrint, ReceiptLineForPrint } from './receipt-bytes';

export interface SaleReceiptOptions {
  /** The IANA zone the date is written in (the store's); the runtime's own zone when left out. */
  timeZone?: string;
  /** The receipt's public page (a digital receipt link), printed as a QR code when the settings ask for it. */
  link?: string | null;
  /** The store's money (its currency, in its language): US dollars when left out. */
  money?: MoneyFormat;
}

/** The sale's date as the printed receipt writes it: 'Mar 14, 2026, 11:04 AM'. */
export function receiptDateText(iso: string, timeZone?: string): string {
  const format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone });
  // ICU puts a narrow no-break space before AM/PM; a plain space prints (and compares) the same everywhere.
  return format.format(new Date(iso)).replace(/\s/gu, ' ');
}

/** A line as the screen receipt shows it: its amount before discounts, with its quantity and discount beneath. */
function saleLine(line: Sale['lines'][number], money: MoneyFormat): ReceiptLineForPrint {
  const quantity =
    line.quantity > 1 || isSoldByWeight(line.soldBy)
      ? lineQuantityLabel(line.quantity, line.unitPriceCents, line.soldBy, money)
      : null;
  // Told, as on the screen, not taken off here: the lines add up to the subtotal and the totals take the discounts.
  const typed = line.discountCents - line.promotionCents;
  const discount = typed > 0 ? `-${formatMoney(typed, money)}` : null;
  const promotions = line.promotions.map((promotion) => `${promotion.name} -${formatMoney(promotion.cents, money)}`);
  const told = [
    quantity && discount ? `${quantity}, discount ${discount}` : (quantity ?? (discount && `Discount ${discount}`)),
    ...promotions,
  ].filter(Boolean);
  return {
    name: line.name,
    quantityText: told.length > 0 ? told.join(', ') : null,
    amountCents: lineAmountCents(line.unitPriceCents, line.quantity, line.soldBy),
  };
}

function giftCardLine(card: Sale['giftCards'][number], money: MoneyFormat): ReceiptLineForPrint {
  return {
    name: `Gift card ${card.code}${card.kind === 'reload' ? ' top-up' : ''}`,
    quantityText: card.balanceCents !== null ? `New balance ${formatMoney(card.balanceCents, money)}` : null,
    amountCents: card.amountCents,
  };
}

/**
 * A completed sale as the thermal printer prints it, with the same content as the screen receipt: the contact lines
 * whose toggles are on, the header message, the lines and gift cards sold, the same subtotal and tax rows
 * (shownTaxes), the total with gift cards, cash rounding, each payment and the change, then the customer, points,
 * footer, return policy and, when the settings ask for it, the receipt number as a barcode. The logo is not printed.
 */
export function receiptForPrint(
  sale: Sale,
  settings: ReceiptSettings,
  options: SaleReceiptOptions = {},
): ReceiptForPrint {
  const money = options.money ?? usMoneyFormat;
  const taxRows = (included: boolean) =>
    shownTaxes(sale, { named: true }).map((tax) => ({
      name: `${included ? 'incl. ' : ''}${tax.name}${tax.rate !== null ? ` ${tax.rate}%` : ''}`,
      cents: tax.taxCents,
    }));
  const contact = [
    ...(settings.showAddress ? settings.address.split('\n') : []),
    ...(settings.showPhone ? [settings.phone] : []),
    ...(settings.showEmail ? [settings.email] : []),
  ];
  const saved = sale.promotions.reduce((sum, promotion) => sum + promotion.discountCents, 0);
  const footer = [
    ...sale.promotions.map(
      (p) => `${p.name}${p.couponCode ? ` (${p.couponCode})` : ''}: -${formatMoney(p.discountCents, money)}`,
    ),
    ...(saved > 0 ? [`You saved ${formatMoney(saved, money)}`] : []),
    ...(sale.customer ? [`Customer: ${sale.customer.name}`] : []),
    ...(sale.loyaltyEarned > 0 ? [`Points earned: ${sale.loyaltyEarned}`] : []),
    settings.footerMessage,
    settings.returnPolicy,
  ];

  return {
    storeName: settings.businessName,
    addressLines: [...contact, settings.headerMessage].map((line) => line.trim()).filter(Boolean),
    receiptNumber: sale.number,
    dateText: receiptDateText(sale.completedAt ?? sale.createdAt, options.timeZone),
    cashierName: sale.staff.name,
    lines: [
      ...sale.lines.map((line) => saleLine(line, money)),
      ...sale.giftCards.map((card) => giftCardLine(card, money)),
    ],
    subtotalCents: shownSubtotalCents(sale, sale.pricesIncludeTax),
    discountCents: sale.discountCents,
    // The rows printed between the discount and the total: with prices that include tax the screen lists the tax
    // under the total instead, so here it is marked "incl." rather than added.
    taxes: [
      ...taxRows(sale.pricesIncludeTax),
      ...(sale.giftCardsCents > 0 ? [{ name: 'Gift cards', cents: sale.giftCardsCents }] : []),
    ],
    totalCents: sale.totalCents + sale.giftCardsCents,
    tenders: [
      ...(sale.cashRoundingCents !== 0 ? [{ label: 'Cash rounding', cents: sale.cashRoundingCents }] : []),
      ...sale.payments.map((payment) => ({
        label: `${paymentMethodLabels[payment.method]}${payment.stored ? ' (stored offline, authorised later)' : ''}`,
        cents: payment.tenderedCents ?? payment.amountCents,
      })),
    ],
    changeCents: sale.payments.reduce((sum, payment) => sum + payment.changeCents, 0),
    footer: footer
      .map((text) => text.trim())
      .filter(Boolean)
      .join('\n'),
    barcode: settings.showBarcode ? sale.number : null,
    link: settings.showReceiptLink ? (options.link ?? null) : null,
    ...(options.money && { money: options.money }),
  };
}
