import { useIntl } from 'react-intl';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { vatRateText, vatSummary } from '@tillwise/core/tax/vat-summary';
import { vatSummaryMessages as messages } from '@tillwise/core/sale/receipt-messages';
import { formatMoney } from '@/lib/money';

const cell = 'text-right tabular-nums';

/**
 * A tax-inclusive sale's VAT summary, as tax offices ask of a receipt: per rate, what was sold before tax, the VAT and
 * the total; its VAT column adds up to the sale's tax and its gross column to the sale's total.
 */
export function VatSummaryRows({ sale }: { sale: Sale }) {
  const intl = useIntl();
  const rows = vatSummary(sale.lines);
  if (rows.length === 0) return null;
  return (
    <table className="w-full border-t border-dashed border-black pt-1" aria-label={intl.formatMessage(messages.table)}>
      <thead>
        <tr>
          <th className="text-left font-normal">{intl.formatMessage(messages.rate)}</th>
          <th className={`${cell} font-normal`}>{intl.formatMessage(messages.net)}</th>
          <th className={`${cell} font-normal`}>{intl.formatMessage(messages.vat)}</th>
          <th className={`${cell} font-normal`}>{intl.formatMessage(messages.gross)}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.rateBps}>
            <td>{vatRateText(row.rateBps, intl.locale)}</td>
            <td className={cell}>{formatMoney(row.netCents)}</td>
            <td className={cell}>{formatMoney(row.vatCents)}</td>
            <td className={cell}>{formatMoney(row.grossCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
