import { useId, useState } from 'react';
import { LoaderCircle, PackageCheck } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Transfer, TransferDirection, TransferStatus } from '@tillwise/core/inventory/transfer-schemas';
import { EmptyState } from '@/components/empty-state';
import { Pager } from '@/components/pager';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useTransfers } from '../api/get-transfers';
import { useReceiveTransfer } from '../api/receive-transfer';
import { TransferCard } from './transfer-card';

const pageSize = 10;

interface TransferListProps {
  title: string;
  direction: TransferDirection;
  status?: TransferStatus;
  emptyTitle: string;
  /** Incoming transfers still in transit get a Receive button. */
  onReceived?: (transfer: Transfer) => void;
}

/** A titled, paged list of this store's transfers, newest first. */
export function TransferList({ title, direction, status, emptyTitle, onReceived }: TransferListProps) {
  const intl = useIntl();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const transfers = useTransfers({ direction, status, page, pageSize });
  const receive = useReceiveTransfer({ onSuccess: onReceived });

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {transfers.isError && <QueryError error={transfers.error} onRetry={() => void transfers.refetch()} />}
      {transfers.isPending && (
        <div className="space-y-3">
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      )}
      {transfers.data?.items.length === 0 && (
        <EmptyState title={emptyTitle} hint="" className="rounded-lg border py-8" />
      )}
      {transfers.data?.items.map((transfer) => {
        const receivable = onReceived && transfer.status === 'in_transit' && direction === 'incoming';
        const receiving = receive.isPending && receive.variables === transfer.id;
        const failed = receive.isError && receive.variables === transfer.id;
        return (
          <TransferCard
            key={transfer.id}
            transfer={transfer}
            action={
              receivable && (
                <div className="flex flex-col items-end gap-1">
                  <Button size="sm" disabled={receive.isPending} onClick={() => receive.mutate(transfer.id)}>
                    {receiving ? <LoaderCircle className="animate-spin" /> : <PackageCheck />}
                    <FormattedMessage id="transfer.receive" defaultMessage="Receive" />
                  </Button>
                  {failed && (
                    <p role="alert" className="text-sm text-destructive">
                      {receive.error.message}
                    </p>
                  )}
                </div>
              )
            }
          />
        );
      })}
      {transfers.data && transfers.data.total > pageSize && (
        <Pager
          page={page}
          pageSize={pageSize}
          total={transfers.data.total}
          noun={[
            intl.formatMessage({ id: 'transfer.nounOne', defaultMessage: 'transfer' }),
            intl.formatMessage({ id: 'transfer.nounOther', defaultMessage: 'transfers' }),
          ]}
          onPageChange={setPage}
        />
      )}
    </section>
  );
}
