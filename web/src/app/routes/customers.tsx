import { useState } from 'react';
import { BookUser, FileDown, FileUp, UserPlus } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import type { customerFilters } from '@tillwise/core/customer/customer-schemas';
import { customerCsvColumns } from '@tillwise/core/customer/customer-csv';
import { importSummary } from '@tillwise/core/csv/csv-import';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { customerKeys } from '@/features/customer/api/customer-keys';
import { useCustomerSummary } from '@/features/customer/api/get-customer-summary';
import { customerExportUrl, importCustomers } from '@/features/customer/api/import-customers';
import { CsvImportDialog } from '@/features/csv-import/components/csv-import-dialog';
import { AddCustomerDialog } from '@/features/customer/components/add-customer-dialog';
import { CustomerDetailsDialog } from '@/features/customer/components/customer-details-dialog';
import { CustomerDirectory } from '@/features/customer/components/customer-directory';
import { CustomerSummaryCards } from '@/features/customer/components/customer-summary-cards';
import { useSession } from '@/features/session/api/get-session';
import { CustomerGroupSelect } from '@/features/promotion/components/customer-group-select';
import { CustomerLayaways } from '@/features/layaway/components/customer-layaways';
import { CustomerSpecialOrders } from '@/features/special-order/components/customer-special-orders';
import { CustomerQuotes } from '@/features/quote/components/customer-quotes';
import { useThisTill } from '@/features/till/hooks/till-store';

export function CustomersRoute() {
  const [filter, setFilter] = useState<(typeof customerFilters)[number]>('all');
  const [params, setParams] = useSearchParams();
  const viewing = params.get('customer');
  const setViewing = (id: string | null) => setParams(id ? { customer: id } : {}, { replace: true });
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const queryClient = useQueryClient();
  const summary = useCustomerSummary();
  const permissions = useSession().data?.permissions ?? [];
  const canAdd = permissions.includes('customers:manage');
  const tillId = useThisTill()?.id ?? null;

  return (
    <>
      <PageHeader
        title="Customers"
        description="Manage your customer database."
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to="/accounts">
                <BookUser /> Trade accounts
              </Link>
            </Button>
            {canAdd && (
              <>
                <Button variant="outline" onClick={() => setImporting(true)}>
                  <FileUp /> Import
                </Button>
                <Button variant="outline" asChild>
                  <a href={customerExportUrl} download="customers.csv">
                    <FileDown /> Export
                  </a>
                </Button>
              </>
            )}
            <Button disabled={!canAdd} onClick={() => setAdding(true)}>
              <UserPlus /> Add Customer
            </Button>
          </>
        }
      />
      <CustomerDirectory filter={filter} onFilterChange={setFilter} onView={setViewing} />
      {summary.data ? (
        <CustomerSummaryCards summary={summary.data} onViewAll={() => setFilter('all')} />
      ) : (
        <Skeleton className="h-40" />
      )}
      {importing && (
        <CsvImportDialog
          title="Import customers"
          kind="customers"
          columns={customerCsvColumns}
          run={importCustomers}
          describe={importSummary}
          onClose={() => setImporting(false)}
          onImported={(result) => {
            setImporting(false);
            void queryClient.invalidateQueries({ queryKey: customerKeys.all });
            toast.success('Customers imported', { description: importSummary(result) });
          }}
        />
      )}
      {viewing && (
        <CustomerDetailsDialog
          customerId={viewing}
          onClose={() => setViewing(null)}
          canAdjustStoreCredit={permissions.includes('shifts:manage')}
          canManageAccount={permissions.includes('shifts:manage')}
          tillId={tillId}
          historySlot={(customer) => (
            <>
              <CustomerQuotes customerId={customer.id} />
              <CustomerLayaways customerId={customer.id} />
              <CustomerSpecialOrders customerId={customer.id} />
            </>
          )}
          groupSlot={(customer) => (
            <CustomerGroupSelect
              customerId={customer.id}
              groupId={customer.groupId}
              canChange={permissions.includes('customers:manage')}
              onChanged={() => void queryClient.invalidateQueries({ queryKey: customerKeys.all })}
            />
          )}
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
