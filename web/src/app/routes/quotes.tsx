import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Quote } from '@tillwise/core/quote/quote-schemas';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { cart } from '@/features/cart/hooks/cart-store';
import { getCustomerQueryOptions } from '@/features/customer/api/get-customer';
import { QuoteDetailsDialog } from '@/features/quote/components/quote-details-dialog';
import { QuotesList } from '@/features/quote/components/quotes-list';
import type { QuoteFiltersState } from '@/features/quote/components/quotes-list';
import { useThisTill } from '@/features/till/hooks/till-store';
import { toast } from '@/lib/toast';

/** Quotes: every quote of the store, found by number, customer and status; one opens to print, sell or cancel. */
export function QuotesRoute() {
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<QuoteFiltersState>({});
  const [page, setPage] = useState(1);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const till = useThisTill();
  const openQuote = params.get('quote');
  const setOpenQuote = (id: string | null) => setParams(id ? { quote: id } : {}, { replace: true });

  // Into the till's cart as a new sale, with its customer as the till attaches one (their points and group).
  const sell = async (quote: Quote) => {
    if (cart.getSnapshot().lines.length > 0) {
      toast.error('The till has a sale in its cart', { description: 'Finish, park or clear it, then sell the quote.' });
      return;
    }
    try {
      const customer = await queryClient.fetchQuery(getCustomerQueryOptions(quote.customer.id));
      cart.sellQuote(quote, {
        id: customer.id,
        name: customer.name,
        loyaltyPoints: customer.loyaltyPoints,
        groupId: customer.groupId ?? null,
      });
      void navigate('/pos');
    } catch (error) {
      toast.error('The quote could not be opened', { description: (error as Error).message });
    }
  };

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
          onSell={(quote) => void sell(quote)}
          sellBlockedReason={till ? null : 'This browser is not one of the store’s tills'}
        />
      )}
    </>
  );
}
