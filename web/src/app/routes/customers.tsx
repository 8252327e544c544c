import { useState } from 'react';
import { BookUser, FileDown, FileUp, UserPlus } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import type { customerFilters } from '@tillwise/core/customer/customer-schemas';
import { customerCsvColumns } from '@tillwise/core/customer/customer-csv';
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

const importMessages = defineMessages({
  tried: {
    id: 'customer.import.tried',
    defaultMessage: '{created} to add, {updated} to update, {unchanged} unchanged',
  },
  done: { id: 'customer.import.done', defaultMessage: '{created} added, {updated} updated, {unchanged} unchanged' },
});

/** Core's importSummary in the person's language: what an import would do (a trial) or did. */
const importSummary =
  (intl: IntlShape) => (result: { dryRun: boolean; created: number; updated: number; unchanged: number }) =>
    intl.formatMessage(result.dryRun ? importMessages.tried : importMessages.done, {
      created: intl.formatNumber(result.created),
      updated: intl.formatNumber(result.updated),
      unchanged: intl.formatNumber(result.unchanged),
    });

export function CustomersRoute() {
  const intl = useIntl();
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
        title={intl.formatMessage({ id: 'customer.page.title', defaultMessage: 'Customers' })}
        description={intl.formatMessage({
          id: 'customer.page.description',
          defaultMessage: 'Manage your customer database.',
        })}
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to="/accounts">
                <BookUser /> <FormattedMessage id="customer.accounts.title" defaultMessage="Trade accounts" />
              </Link>
            </Button>
            {canAdd && (
              <>
                <Button variant="outline" onClick={() => setImporting(true)}>
                  <FileUp /> <FormattedMessage id="customer.page.import" defaultMessage="Import" />
                </Button>
                <Button variant="outline" asChild>
                  <a href={customerExportUrl} download="customers.csv">
                    <FileDown /> <FormattedMessage id="customer.page.export" defaultMessage="Export" />
                  </a>
                </Button>
              </>
            )}
            <Button disabled={!canAdd} onClick={() => setAdding(true)}>
              <UserPlus /> <FormattedMessage id="customer.addDialog.title" defaultMessage="Add Customer" />
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
          title={intl.formatMessage({ id: 'customer.page.importTitle', defaultMessage: 'Import customers' })}
          kind="customers"
          columns={customerCsvColumns}
          run={importCustomers}
          describe={importSummary(intl)}
          onClose={() => setImporting(false)}
          onImported={(result) => {
            setImporting(false);
            void queryClient.invalidateQueries({ queryKey: customerKeys.all });
            toast.success(intl.formatMessage({ id: 'customer.page.imported', defaultMessage: 'Customers imported' }), {
              description: importSummary(intl)(result),
            });
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
            toast.success(intl.formatMessage({ id: 'customer.page.added', defaultMessage: 'Customer added' }), {
              description: customer.name,
            });
            setViewing(customer.id);
          }}
        />
      )}
    </>
  );
}
