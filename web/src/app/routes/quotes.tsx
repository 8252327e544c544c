import { useState } from 'react';
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
        title="Quotes"
        description="Carts kept for customers at the prices of their day, sold at the till while they are valid."
        actions={
          <Button variant="outline" asChild>
            <Link to="/orders">Orders</Link>
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
          sellBlockedReason={till ? null : 'This browser is not one of the store’s tills'}
        />
      )}
    </>
  );
}
