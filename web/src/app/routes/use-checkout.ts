import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { CartLine } from '@tillwise/core/cart/cart-lines';
import type { Tender } from '@tillwise/core/payment/tender';
import type { CartTotals } from '@tillwise/core/sale/cart-totals';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { catalogKeys } from '@/features/catalog/api/catalog-keys';
import { customerKeys } from '@/features/customer/api/customer-keys';
import { cart } from '@/features/cart/hooks/cart-store';
import type { CartState } from '@/features/cart/hooks/cart-store';
import { useCompleteSale } from '@/features/sale/api/complete-sale';
import { useParkSale } from '@/features/sale/api/park-sale';
import { useRecordVoid } from '@/features/shift/api/record-void';
import { newOutboxEntry } from '@tillwise/core/outbox/outbox';
import { flushOutbox, sendTimeoutMs } from '@/features/outbox/api/outbox-sender';
import { outboxStore } from '@/features/outbox/api/outbox-store';
import { useSession } from '@/features/session/api/get-session';
import { ApiRequestError } from '@/lib/api-client';

const toSaleLines = (lines: CartLine[]) =>
  lines.map((line) => ({ productId: line.productId, quantity: line.quantity, discount: line.discount ?? null }));

/**
 * The till's ways to finish a cart: take payment and record the sale, park it for later, or clear it (a cart
 * cleared with items in it is logged as a void on the till's shift).
 */
export function useCheckout(
  tillId: string,
  state: CartState,
  totals: CartTotals,
  onRecorded: (sale: Sale) => void,
  onQueued: (itemCount: number) => void,
) {
  const queryClient = useQueryClient();
  const staffName = useSession().data?.user.name ?? '';
  const refreshStock = () => {
    void queryClient.invalidateQueries({ queryKey: catalogKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
  };
  const complete = useCompleteSale({ onSuccess: refreshStock });
  const park = useParkSale();
  const recordVoid = useRecordVoid({
    onError: (error) => toast.error('The cleared cart was not logged', { description: error.message }),
  });

  /**
   * The paid sale goes into the till's outbox before anything is sent, so it survives the page, the session and
   * the network; then this screen sends it itself. A refusal (the catalogue changed, a bad tender) takes it back
   * out and shows why, as before; no answer leaves it to the outbox, and the customer is on their way.
   */
  const pay = async (tenders: Tender[]) => {
    const body = {
      id: state.saleId,
      tillId,
      lines: toSaleLines(state.lines),
      customerId: state.customer?.id ?? null,
      discount: state.discount,
      payments: tenders,
      expectedTotalCents: totals.totalCents,
    };
    const entry = newOutboxEntry(
      { id: body.id, kind: 'sale', path: '/sales', staffName, label: 'Sale', amountCents: totals.totalCents, body },
      new Date(),
      sendTimeoutMs * 2,
    );
    await outboxStore.add(entry);
    try {
      const sale = await complete.mutateAsync(body);
      await outboxStore.put({
        ...entry,
        label: sale.number,
        state: 'synced',
        attempts: 1,
        syncedAt: new Date().toISOString(),
      });
      cart.startNew();
      onRecorded(sale);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status !== 401 && error.status < 500) {
        await outboxStore.remove(entry.id);
        throw error;
      }
      cart.startNew();
      onQueued(totals.itemCount);
      void outboxStore.put({ ...entry, retryAt: null }).then(() => flushOutbox());
    }
  };

  const saveForLater = () =>
    park.mutate(
      {
        id: state.saleId,
        tillId,
        lines: toSaleLines(state.lines),
        customerId: state.customer?.id ?? null,
        discount: state.discount,
      },
      {
        onSuccess: (sale) => {
          cart.startNew();
          toast.success('Sale saved for later', { description: `${sale.number} is waiting under Parked sales.` });
        },
        onError: (error) => toast.error('Could not save the sale', { description: error.message }),
      },
    );

  const clear = () => {
    if (state.lines.length > 0) {
      recordVoid.mutate({
        id: crypto.randomUUID(),
        tillId,
        itemCount: totals.itemCount,
        amountCents: totals.totalCents,
      });
    }
    cart.clear();
  };

  return { pay, saveForLater, clear, saving: park.isPending, refreshStock };
}

/** A parked sale back in the cart, with the same id so completing it closes the parked one. */
export function cartFromSale(sale: Sale): Omit<CartState, 'resumedFrom'> {
  return {
    saleId: sale.id,
    lines: sale.lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      sku: line.sku,
      unitPriceCents: line.unitPriceCents,
      taxRate: line.taxRate,
      quantity: line.quantity,
      discount: line.discount,
    })),
    customer: sale.customer,
    discount: sale.discount,
  };
}
