import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { vatSummary } from '@tillwise/core/tax/vat-summary';
import { formatMoney } from '@/lib/money';

const percent = (rateBps: number) => `${rateBps / 100}%`;
const cell = 'text-right tabular-nums';

/**
 * A tax-inclusive sale's VAT summary, as tax offices ask of a receipt: per rate, what was sold before tax, the VAT and
 * the total; its VAT column adds up to the sale's tax and its gross column to the sale's total.
 */
export function VatSummaryRows({ sale }: { sale: Sale }) {
  const rows = vatSummary(sale.lines);
  if (rows.length === 0) return null;
  return (
    <table className="w-full border-t border-dashed border-black pt-1" aria-label="VAT summary">
      <thead>
        <tr>
          <th className="text-left font-normal">VAT</th>
          <th className={`${cell} font-normal`}>Net</th>
          <th className={`${cell} font-normal`}>VAT</th>
          <th className={`${cell} font-normal`}>Gross</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.rateBps}>
            <td>{percent(row.rateBps)}</td>
            <td className={cell}>{formatMoney(row.netCents)}</td>
            <td className={cell}>{formatMoney(row.vatCents)}</td>
            <td className={cell}>{formatMoney(row.grossCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
