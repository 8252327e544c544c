import { defineMessages, useIntl } from 'react-intl';
import { lineQuantityLabel } from '@tillwise/core/catalog/sold-by';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { lineRateBps, vatRateText, vatSummary } from '@tillwise/core/tax/vat-summary';
import { paymentMethodMessages } from '@/lib/i18n/payment-method-messages';
import { formatMoney, moneyFormat } from '@/lib/money';

const messages = defineMessages({
  lines: { id: 'vatInvoice.lines', defaultMessage: 'Invoice lines' },
  description: { id: 'vatInvoice.description', defaultMessage: 'Description' },
  quantity: { id: 'vatInvoice.quantity', defaultMessage: 'Quantity' },
  rate: { id: 'vatInvoice.rate', defaultMessage: 'VAT rate' },
  net: { id: 'vatInvoice.net', defaultMessage: 'Net' },
  vat: { id: 'vatInvoice.vat', defaultMessage: 'VAT' },
  gross: { id: 'vatInvoice.gross', defaultMessage: 'Gross' },
  summary: { id: 'vatInvoice.summary', defaultMessage: 'VAT summary' },
  total: { id: 'vatInvoice.total', defaultMessage: 'Total' },
  paidBy: { id: 'vatInvoice.paidBy', defaultMessage: 'Paid by {method}' },
});

const money = 'text-right tabular-nums';
const head = 'border-b border-black py-1 font-semibold';

/**
 * The invoice's lines, each before VAT, its VAT and with it, as the sale recorded them (after every discount and
 * promotion); then a row per rate and the totals, which add up to the sale's tax and total to the cent (vatSummary).
 */
export function VatInvoiceLines({ sale }: { sale: Sale }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const percent = (rateBps: number) => vatRateText(rateBps, intl.locale);
  const rates = vatSummary(sale.lines);
  const net = rates.reduce((sum, row) => sum + row.netCents, 0);
  const vat = rates.reduce((sum, row) => sum + row.vatCents, 0);
  return (
    <div className="space-y-4">
      <table className="w-full" aria-label={t(messages.lines)}>
        <thead>
          <tr>
            <th className={`${head} text-left`}>{t(messages.description)}</th>
            <th className={`${head} text-right`}>{t(messages.quantity)}</th>
            <th className={`${head} text-right`}>{t(messages.rate)}</th>
            <th className={`${head} text-right`}>{t(messages.net)}</th>
            <th className={`${head} text-right`}>{t(messages.vat)}</th>
            <th className={`${head} text-right`}>{t(messages.gross)}</th>
          </tr>
        </thead>
        <tbody>
          {sale.lines.map((line) => (
            <tr key={line.id} className="border-b border-neutral-300">
              <td className="py-1">{line.name}</td>
              <td className={money}>
                {lineQuantityLabel(line.quantity, line.unitPriceCents, line.soldBy, moneyFormat())}
              </td>
              <td className={money}>{percent(lineRateBps(line))}</td>
              <td className={money}>{formatMoney(line.totalCents - line.taxCents)}</td>
              <td className={money}>{formatMoney(line.taxCents)}</td>
              <td className={money}>{formatMoney(line.totalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="ml-auto w-full max-w-sm" aria-label={t(messages.summary)}>
        <thead>
          <tr>
            <th className={`${head} text-left`}>{t(messages.rate)}</th>
            <th className={`${head} text-right`}>{t(messages.net)}</th>
            <th className={`${head} text-right`}>{t(messages.vat)}</th>
            <th className={`${head} text-right`}>{t(messages.gross)}</th>
          </tr>
        </thead>
        <tbody>
          {rates.map((row) => (
            <tr key={row.rateBps}>
              <td>{percent(row.rateBps)}</td>
              <td className={money}>{formatMoney(row.netCents)}</td>
              <td className={money}>{formatMoney(row.vatCents)}</td>
              <td className={money}>{formatMoney(row.grossCents)}</td>
            </tr>
          ))}
          <tr className="border-t border-black font-semibold">
            <td>{t(messages.total)}</td>
            <td className={money}>{formatMoney(net)}</td>
            <td className={money}>{formatMoney(vat)}</td>
            <td className={money}>{formatMoney(net + vat)}</td>
          </tr>
          {sale.payments.map((payment) => (
            <tr key={payment.id} className="text-neutral-700">
              <td colSpan={3}>{t(messages.paidBy, { method: t(paymentMethodMessages[payment.method]) })}</td>
              <td className={money}>{formatMoney(payment.amountCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
