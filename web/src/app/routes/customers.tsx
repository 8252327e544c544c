import { useState } from 'react';
import { UserPlus } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import type { customerFilters } from '@tillwise/core/customer/customer-schemas';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCustomerSummary } from '@/features/customer/api/get-customer-summary';
import { AddCustomerDialog } from '@/features/customer/components/add-customer-dialog';
import { CustomerDetailsDialog } from '@/features/customer/components/customer-details-dialog';
import { CustomerDirectory } from '@/features/customer/components/customer-directory';
import { CustomerSummaryCards } from '@/features/customer/components/customer-summary-cards';
import { useSession } from '@/features/session/api/get-session';

export function CustomersRoute() {
  const [filter, setFilter] = useState<(typeof customerFilters)[number]>('all');
  const [params, setParams] = useSearchParams();
  const viewing = params.get('customer');
  const setViewing = (id: string | null) => setParams(id ? { customer: id } : {}, { replace: true });
  const [adding, setAdding] = useState(false);
  const summary = useCustomerSummary();
  const permissions = useSession().data?.permissions ?? [];
  const canAdd = permissions.includes('customers:manage');

  return (
    <>
      <PageHeader
        title="Customers"
        description="Manage your customer database."
        actions={
          <Button disabled={!canAdd} onClick={() => setAdding(true)}>
            <UserPlus /> Add Customer
          </Button>
        }
      />
      <CustomerDirectory filter={filter} onFilterChange={setFilter} onView={setViewing} />
      {summary.data ? (
        <CustomerSummaryCards summary={summary.data} onViewAll={() => setFilter('all')} />
      ) : (
        <Skeleton className="h-40" />
      )}
      {viewing && (
        <CustomerDetailsDialog
          customerId={viewing}
          onClose={() => setViewing(null)}
          canAdjustStoreCredit={permissions.includes('shifts:manage')}
        />
      )}
      {adding && (
        <AddCustomerDialog
          onClose={() => setAdding(false)}
          onAdded={(customer) => {
            setAdding(false);
            toast.success('Customer added', { description: customer.name });
            setViewing(customer.id);
          }}
        />
      )}
    </>
  );
}
