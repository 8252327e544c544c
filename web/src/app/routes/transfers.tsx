import { useState } from 'react';
import { Plus } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { quantityTotals, quantityTotalsText } from '@tillwise/core/catalog/quantity-totals';
import type { Transfer } from '@tillwise/core/inventory/transfer-schemas';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSession } from '@/features/session/api/get-session';
import { NewTransferDialog } from '@/features/transfer/components/new-transfer-dialog';
import { TransferList } from '@/features/transfer/components/transfer-list';

// '3 units', '0.75 kg' or '3 units · 0.75 kg': a weight is never counted as units.
const carried = (transfer: Transfer) => quantityTotalsText(quantityTotals(transfer.lines));

/** Stock transfers: what is on its way to this store (to receive), what it has received, and what it sent. */
export function TransfersRoute() {
  const [params, setParams] = useSearchParams();
  const [sending, setSending] = useState(false);
  const storeName = useSession().data?.store.name ?? 'this store';
  const view = params.get('view') === 'outgoing' ? 'outgoing' : 'incoming';

  return (
    <>
      <PageHeader
        title="Stock transfers"
        description={`Stock moving between ${storeName} and the chain’s other stores.`}
        actions={
          <Button onClick={() => setSending(true)}>
            <Plus /> New transfer
          </Button>
        }
      />
      <Tabs
        value={view}
        onValueChange={(next) => setParams(next === 'outgoing' ? { view: next } : {}, { replace: true })}
      >
        <TabsList>
          <TabsTrigger value="incoming">Incoming</TabsTrigger>
          <TabsTrigger value="outgoing">Outgoing</TabsTrigger>
        </TabsList>
        <TabsContent value="incoming" className="space-y-8">
          <TransferList
            title="In transit"
            direction="incoming"
            status="in_transit"
            emptyTitle="Nothing is on its way here"
            onReceived={(transfer) =>
              toast.success(`${transfer.number} received`, {
                description: `${carried(transfer)} from ${transfer.from.name} added to stock`,
              })
            }
          />
          <TransferList title="Received" direction="incoming" status="received" emptyTitle="Nothing received yet" />
        </TabsContent>
        <TabsContent value="outgoing">
          <TransferList title="Sent from this store" direction="outgoing" emptyTitle="Nothing sent yet" />
        </TabsContent>
      </Tabs>
      {sending && (
        <NewTransferDialog
          fromStoreName={storeName}
          onClose={() => setSending(false)}
          onSent={(transfer) => {
            setSending(false);
            toast.success(`${transfer.number} sent`, {
              description: `${carried(transfer)} on the way to ${transfer.to.name}`,
            });
          }}
        />
      )}
    </>
  );
}
