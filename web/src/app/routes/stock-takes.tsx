import { useState } from 'react';
import { ArrowLeft, Plus } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useCategories } from '@/features/catalog/api/get-categories';
import { useSession } from '@/features/session/api/get-session';
import { NewStockTakeDialog } from '@/features/stock-take/components/new-stock-take-dialog';
import { StockTakeList } from '@/features/stock-take/components/stock-take-list';
import { StockTakeView } from '@/features/stock-take/components/stock-take-view';
import { toast } from '@/lib/toast';

/** Stock takes: the store's counts, and one count open for counting or review (?id=). */
export function StockTakesRoute() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const session = useSession().data;
  const canManage = session?.permissions.includes('products:manage') ?? false;
  const categories = useCategories();
  const [starting, setStarting] = useState(false);
  const open = (next: string | null) => setParams(next ? { id: next } : {});

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'stockTake.list', defaultMessage: 'Stock takes' })}
        description={intl.formatMessage(
          {
            id: 'stockTake.page.description',
            defaultMessage: 'Count the shelves at {store}; the stock changes when a count is applied.',
          },
          {
            store:
              session?.store.name ?? intl.formatMessage({ id: 'stockTake.thisStore', defaultMessage: 'this store' }),
          },
        )}
        actions={
          <>
            {id && (
              <Button variant="outline" onClick={() => open(null)}>
                <ArrowLeft /> <FormattedMessage id="stockTake.all" defaultMessage="All stock takes" />
              </Button>
            )}
            {canManage && !id && (
              <Button onClick={() => setStarting(true)}>
                <Plus /> <FormattedMessage id="stockTake.new" defaultMessage="New stock take" />
              </Button>
            )}
          </>
        }
      />
      {id ? (
        <StockTakeView
          key={id}
          id={id}
          canManage={canManage}
          onApplied={(take) => {
            const changed = take.lines.filter((line) => line.variance !== 0).length;
            toast.success(
              intl.formatMessage(
                { id: 'stockTake.applied', defaultMessage: '{number} applied' },
                { number: take.number },
              ),
              {
                description: intl.formatMessage(
                  {
                    id: 'stockTake.appliedDescription',
                    defaultMessage: '{count, plural, one {# product} other {# products}} changed',
                  },
                  { count: changed },
                ),
              },
            );
          }}
        />
      ) : (
        <StockTakeList onOpen={open} />
      )}
      {starting && (
        <NewStockTakeDialog
          categories={categories.data ?? []}
          onClose={() => setStarting(false)}
          onOpenCounting={(counting) => {
            setStarting(false);
            open(counting);
          }}
          onStarted={(take) => {
            setStarting(false);
            open(take.id);
          }}
        />
      )}
    </>
  );
}
