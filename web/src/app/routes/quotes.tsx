import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Quote } from '@tillwise/core/quote/quote-schemas';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { QuoteDetailsDialog } from '@/features/quote/components/quote-details-dialog';
import { QuotesList } from '@/features/quote/components/quotes-list';
import type { QuoteFiltersState } from '@/features/quote/components/quotes-list';
import { useThisTill } from '@/features/till/hooks/till-store';
import type { QuoteToSell } from './pos/use-quote-arrival';

/** Quotes: every quote of the store, found by number, customer and status; one opens to print, sell or cancel. */
export function QuotesRoute() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<QuoteFiltersState>({});
  const [page, setPage] = useState(1);
  const navigate = useNavigate();
  const till = useThisTill();
  const openQuote = params.get('quote');
  const setOpenQuote = (id: string | null) => setParams(id ? { quote: id } : {}, { replace: true });

  // The till brings it into its cart (use-quote-arrival.ts), with its customer.
  const sell = (quote: Quote) => void navigate('/pos', { state: { sellQuote: quote } satisfies QuoteToSell });

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'quote.page.title', defaultMessage: 'Quotes' })}
        description={intl.formatMessage({
          id: 'quote.page.description',
          defaultMessage: 'Carts kept for customers at the prices of their day, sold at the till while they are valid.',
        })}
        actions={
          <Button variant="outline" asChild>
            <Link to="/orders">
              <FormattedMessage id="orders.link" defaultMessage="Orders" />
            </Link>
          </Button>
        }
      />
      <QuotesList
        filters={filters}
        onFiltersChange={setFilters}
        page={page}
        onPageChange={setPage}
        onOpen={setOpenQuote}
      />
      {openQuote && (
        <QuoteDetailsDialog
          quoteId={openQuote}
          onClose={() => setOpenQuote(null)}
          onSell={sell}
          sellBlockedReason={
            till
              ? null
              : intl.formatMessage({
                  id: 'quote.sellBlocked',
                  defaultMessage: 'This browser is not one of the store’s tills',
                })
          }
        />
      )}
    </>
  );
}
