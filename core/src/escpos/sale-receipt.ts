import { isSoldByWeight, lineAmountCents, lineQuantityLabel } from '../catalog/sold-by';
import { formatMoney } from '../money/money';
import { usMoneyFormat } from '../money/money-format';
import type { MoneyFormat } from '../money/money-format';
import { paymentMethodMessages } from '../payment/payment-method-messages';
import { say } from '../i18n/core-message';
import { printedReceiptMessages as p, receiptMessages as m } from '../sale/receipt-messages';
import { vatRateText, vatSummary } from '../tax/vat-summary';
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

/** The sale's date as the printed receipt writes it: 'Mar 14, 2026, 11:04 AM' in US English, '14.03.2026, 11:04'. */
export function receiptDateText(iso: string, timeZone?: string, locale = 'en-US'): string {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
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
  const said = (amount: string) =>
    quantity ? say(p.quantityDiscount, { quantity, amount }) : say(p.discount, { amount });
  const promotions = line.promotions.map((promotion) => `${promotion.name} -${formatMoney(promotion.cents, money)}`);
  const told = [discount ? said(discount) : quantity, ...promotions].filter(Boolean);
  return {
    name: line.name,
    quantityText: told.length > 0 ? told.join(', ') : null,
    amountCents: lineAmountCents(line.unitPriceCents, line.quantity, line.soldBy),
  };
}

function giftCardLine(card: Sale['giftCards'][number], money: MoneyFormat): ReceiptLineForPrint {
  return {
    name: say(card.kind === 'reload' ? m.giftCardTopUp : m.giftCard, { code: card.code }),
    quantityText:
      card.balanceCents !== null ? say(p.newBalance, { amount: formatMoney(card.balanceCents, money) }) : null,
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
      name: `${included ? `${say(m.included)} ` : ''}${tax.name}${tax.rate !== null ? ` ${tax.rate}%` : ''}`,
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
    ...(saved > 0 ? [say(p.youSaved, { amount: formatMoney(saved, money) })] : []),
    ...(sale.customer ? [say(p.customer, { name: sale.customer.name })] : []),
    ...(sale.loyaltyEarned > 0 ? [say(p.pointsEarned, { points: sale.loyaltyEarned })] : []),
    settings.footerMessage,
    settings.returnPolicy,
  ];

  return {
    storeName: settings.businessName,
    addressLines: [
      ...contact,
      settings.vatNumber ? say(m.vatNumber, { number: settings.vatNumber }) : '',
      settings.headerMessage,
    ]
      .map((line) => line.trim())
      .filter(Boolean),
    receiptNumber: sale.number,
    dateText: receiptDateText(sale.completedAt ?? sale.createdAt, options.timeZone, money.locale),
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
      ...(sale.giftCardsCents > 0 ? [{ name: say(m.giftCards), cents: sale.giftCardsCents }] : []),
    ],
    totalCents: sale.totalCents + sale.giftCardsCents,
    tenders: [
      ...(sale.cashRoundingCents !== 0 ? [{ label: say(m.cashRounding), cents: sale.cashRoundingCents }] : []),
      ...sale.payments.map((payment) => ({
        label: payment.stored
          ? say(p.storedOffline, { method: say(paymentMethodMessages[payment.method]) })
          : say(paymentMethodMessages[payment.method]),
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
    ...(sale.pricesIncludeTax && {
      vatRows: vatSummary(sale.lines).map((row) => ({
        rate: vatRateText(row.rateBps, money.locale),
        netCents: row.netCents,
        vatCents: row.vatCents,
        grossCents: row.grossCents,
      })),
    }),
    ...(options.money && { money: options.money }),
  };
}
