import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { lineQuantityLabel } from '@tillwise/core/catalog/sold-by';
import type { Quote } from '@tillwise/core/quote/quote-schemas';
import { quoteTotalMessages } from '../lib/quote-messages';
import { formatMoney, moneyFormat } from '@/lib/money';

const Row = ({ label, cents, strong }: { label: MessageDescriptor; cents: number; strong?: boolean }) => (
  <div className={strong ? 'flex justify-between gap-4 font-semibold' : 'flex justify-between gap-4 text-sm'}>
    <span className={strong ? undefined : 'text-muted-foreground'}>
      <FormattedMessage {...label} />
    </span>
    <span className="tabular-nums">{formatMoney(cents)}</span>
  </div>
);

/**
 * A quote's lines at their quoted prices (today's beside one that has moved, when `showToday`) and its totals: the
 * dialog's and the printed quote's.
 */
export function QuoteLines({ quote, showToday }: { quote: Quote; showToday: boolean }) {
  const intl = useIntl();
  return (
    <div className="space-y-3">
      <ul
        className="divide-y rounded-md border"
        aria-label={intl.formatMessage({ id: 'quote.lines', defaultMessage: 'Quoted items' })}
      >
        {quote.lines.map((line) => {
          const moved = line.currentPriceCents !== null && line.currentPriceCents !== line.unitPriceCents;
          return (
            <li key={line.productId} className="flex justify-between gap-3 px-3 py-2 text-sm">
              <div className="min-w-0">
                <p className="font-medium">{line.name}</p>
                <p className="text-xs text-muted-foreground tabular-nums">
                  {line.sku} · {lineQuantityLabel(line.quantity, line.unitPriceCents, line.soldBy, moneyFormat())}
                  {showToday && moved && (
                    <FormattedMessage
                      id="quote.line.today"
                      defaultMessage=" · today {price}"
                      values={{ price: formatMoney(line.currentPriceCents!) }}
                    />
                  )}
                  {showToday && line.currentPriceCents === null && (
                    <FormattedMessage id="quote.line.gone" defaultMessage=" · no longer for sale" />
                  )}
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
        <Row label={quoteTotalMessages.subtotal} cents={quote.subtotalCents} />
        {quote.discountCents > 0 && <Row label={quoteTotalMessages.discount} cents={-quote.discountCents} />}
        <Row
          label={quote.pricesIncludeTax ? quoteTotalMessages.taxIncluded : quoteTotalMessages.tax}
          cents={quote.taxCents}
        />
        <Row label={quoteTotalMessages.total} cents={quote.totalCents} strong />
      </div>
    </div>
  );
}
