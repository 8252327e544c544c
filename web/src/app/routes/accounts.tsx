import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { AccountsList } from '@/features/customer/components/accounts-list';
import type { AccountFiltersState } from '@/features/customer/components/accounts-list';

/** Trade accounts: every customer who buys on account, what they owe and what is overdue; one opens the customer. */
export function AccountsRoute() {
  const intl = useIntl();
  const [filters, setFilters] = useState<AccountFiltersState>({});
  const [page, setPage] = useState(1);
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'customer.accounts.title', defaultMessage: 'Trade accounts' })}
        description={intl.formatMessage({
          id: 'customer.accounts.description',
          defaultMessage:
            'Customers who buy on account: what each owes, how much is overdue, and what they may still spend.',
        })}
        actions={
          <Button variant="outline" asChild>
            <Link to="/customers">
              <FormattedMessage id="customer.page.title" defaultMessage="Customers" />
            </Link>
          </Button>
        }
      />
      <AccountsList
        filters={filters}
        onFiltersChange={setFilters}
        page={page}
        onPageChange={setPage}
        onOpen={(customerId) => void navigate(`/customers?customer=${encodeURIComponent(customerId)}`)}
      />
    </>
  );
}
