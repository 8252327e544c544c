import { useState } from 'react';
import { Plus } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { quantityTotals } from '@tillwise/core/catalog/quantity-totals';
import { quantityTotalsIn } from '@/lib/i18n/quantity-totals';
import type { Transfer } from '@tillwise/core/inventory/transfer-schemas';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSession } from '@/features/session/api/get-session';
import { NewTransferDialog } from '@/features/transfer/components/new-transfer-dialog';
import { TransferList } from '@/features/transfer/components/transfer-list';

// '3 units', '0.75 kg' or '3 units · 0.75 kg': a weight is never counted as units.
const carried = (intl: IntlShape, transfer: Transfer) => quantityTotalsIn(intl, quantityTotals(transfer.lines));

/** Stock transfers: what is on its way to this store (to receive), what it has received, and what it sent. */
export function TransfersRoute() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const [sending, setSending] = useState(false);
  const storeName =
    useSession().data?.store.name ?? intl.formatMessage({ id: 'transfer.thisStore', defaultMessage: 'this store' });
  const view = params.get('view') === 'outgoing' ? 'outgoing' : 'incoming';

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'product.actions.transfers', defaultMessage: 'Stock transfers' })}
        description={intl.formatMessage(
          {
            id: 'transfer.page.description',
            defaultMessage: 'Stock moving between {store} and the chain’s other stores.',
          },
          { store: storeName },
        )}
        actions={
          <Button onClick={() => setSending(true)}>
            <Plus /> <FormattedMessage id="transfer.new" defaultMessage="New transfer" />
          </Button>
        }
      />
      <Tabs
        value={view}
        onValueChange={(next) => setParams(next === 'outgoing' ? { view: next } : {}, { replace: true })}
      >
        <TabsList>
          <TabsTrigger value="incoming">
            <FormattedMessage id="transfer.incoming" defaultMessage="Incoming" />
          </TabsTrigger>
          <TabsTrigger value="outgoing">
            <FormattedMessage id="transfer.outgoing" defaultMessage="Outgoing" />
          </TabsTrigger>
        </TabsList>
        <TabsContent value="incoming" className="space-y-8">
          <TransferList
            title={intl.formatMessage({ id: 'transfer.status.inTransit', defaultMessage: 'In transit' })}
            direction="incoming"
            status="in_transit"
            emptyTitle={intl.formatMessage({
              id: 'transfer.inTransit.none',
              defaultMessage: 'Nothing is on its way here',
            })}
            onReceived={(transfer) =>
              toast.success(
                intl.formatMessage(
                  { id: 'transfer.received', defaultMessage: '{number} received' },
                  { number: transfer.number },
                ),
                {
                  description: intl.formatMessage(
                    { id: 'transfer.receivedDescription', defaultMessage: '{quantity} from {store} added to stock' },
                    { quantity: carried(intl, transfer), store: transfer.from.name },
                  ),
                },
              )
            }
          />
          <TransferList
            title={intl.formatMessage({ id: 'transfer.status.received', defaultMessage: 'Received' })}
            direction="incoming"
            status="received"
            emptyTitle={intl.formatMessage({ id: 'transfer.received.none', defaultMessage: 'Nothing received yet' })}
          />
        </TabsContent>
        <TabsContent value="outgoing">
          <TransferList
            title={intl.formatMessage({ id: 'transfer.sentFromHere', defaultMessage: 'Sent from this store' })}
            direction="outgoing"
            emptyTitle={intl.formatMessage({ id: 'transfer.sent.none', defaultMessage: 'Nothing sent yet' })}
          />
        </TabsContent>
      </Tabs>
      {sending && (
        <NewTransferDialog
          fromStoreName={storeName}
          onClose={() => setSending(false)}
          onSent={(transfer) => {
            setSending(false);
            toast.success(
              intl.formatMessage({ id: 'transfer.sent', defaultMessage: '{number} sent' }, { number: transfer.number }),
              {
                description: intl.formatMessage(
                  { id: 'transfer.sentDescription', defaultMessage: '{quantity} on the way to {store}' },
                  { quantity: carried(intl, transfer), store: transfer.to.name },
                ),
              },
            );
          }}
        />
      )}
    </>
  );
}
