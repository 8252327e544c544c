import { lineQuantityLabel } from '@tillwise/core/catalog/sold-by';

import type { Quote } from '@tillwise/core/quote/quote-schemas';
import { formatMoney, moneyFormat } from '@/lib/money';

const Row = ({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) => (
  <div className={strong ? 'flex justify-between gap-4 font-semibold' : 'flex justify-between gap-4 text-sm'}>
    <span className={strong ? undefined : 'text-muted-foreground'}>{label}</span>
    <span className="tabular-nums">{formatMoney(cents)}</span>
  </div>
);

/**
 * A quote's lines at their quoted prices (today's beside one that has moved, when `showToday`) and its totals: the
 * dialog's and the printed quote's.
 */
export function QuoteLines({ quote, showToday }: { quote: Quote; showToday: boolean }) {
  return (
    <div className="space-y-3">
      <ul className="divide-y rounded-md border" aria-label="Quoted items">
        {quote.lines.map((line) => {
          const moved = line.currentPriceCents !== null && line.currentPriceCents !== line.unitPriceCents;
          return (
            <li key={line.productId} className="flex justify-between gap-3 px-3 py-2 text-sm">
              <div className="min-w-0">
                <p className="font-medium">{line.name}</p>
                <p className="text-xs text-muted-foreground tabular-nums">
                  {line.sku} · {lineQuantityLabel(line.quantity, line.unitPriceCents, line.soldBy, moneyFormat())}
                  {showToday && moved && <> · today {formatMoney(line.currentPriceCents!)}</>}
                  {showToday && line.currentPriceCents === null && <> · no longer for sale</>}
                </p>
              </div>
              <div className="text-right tabular-nums">
                <p>{formatMoney(line.subtotalCents - line.discountCents)}</p>
                {line.discountCents > 0 && <p className="text-xs text-success">−{formatMoney(line.discountCents)}</p>}
              </div>
            </li>
          );
        })}
      </ul>
      <div className="space-y-1">
        <Row label="Subtotal" cents={quote.subtotalCents} />
        {quote.discountCents > 0 && <Row label="Discount" cents={-quote.discountCents} />}
        <Row label={quote.pricesIncludeTax ? 'Tax included' : 'Tax'} cents={quote.taxCents} />
        <Row label="Total" cents={quote.totalCents} strong />
      </div>
    </div>
  );
}
