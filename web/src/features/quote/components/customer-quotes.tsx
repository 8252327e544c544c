import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';

import { useQuotes } from '../api/get-quotes';
import { QuoteStatusBadge } from './quote-status-badge';
import { formatMoney } from '@/lib/money';

/** A customer's quotes in every store, newest first, each opening on the Quotes screen. */
export function CustomerQuotes({ customerId }: { customerId: string }) {
  const intl = useIntl();
  const quotes = useQuotes({ customerId, pageSize: 10 });
  const items = quotes.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold">
        <FormattedMessage id="quote.customer.heading" defaultMessage="Quotes" />
      </h3>
      <ul
        className="divide-y rounded-md border"
        aria-label={intl.formatMessage({ id: 'quote.customer.heading', defaultMessage: 'Quotes' })}
      >
        {items.map((quote) => (
          <li key={quote.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2 text-sm">
            <span>
              <Link className="font-medium text-primary hover:underline" to={`/quotes?quote=${quote.id}`}>
                {quote.number}
              </Link>
              <span className="text-muted-foreground">
                {' '}
                <FormattedMessage
                  id="quote.customer.dates"
                  defaultMessage="· {quotedOn} · valid until {validUntil}"
                  values={{ quotedOn: quote.quotedOn, validUntil: quote.validUntil }}
                />
              </span>
            </span>
            <span className="flex items-center gap-2">
              <span className="tabular-nums">{formatMoney(quote.totalCents)}</span>
              <QuoteStatusBadge status={quote.status} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
