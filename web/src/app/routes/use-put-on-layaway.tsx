import { lazy, Suspense, useState } from 'react';
import { formatMoney } from '@tillwise/core/money/money';
import { toast } from '@/lib/toast';
import { newId } from '@/lib/new-id';
import { cart, cartSaleInput } from '@/features/cart/hooks/cart-store';
import type { CartState } from '@/features/cart/hooks/cart-store';
import { useCreateLayaway } from '@/features/layaway/api/create-layaway';
import type { LayawayTerms } from '@/features/layaway/components/put-on-layaway-dialog';

const PutOnLayawayDialog = lazy(() =>
  import('@/features/layaway/components/put-on-layaway-dialog').then((m) => ({ default: m.PutOnLayawayDialog })),
);

/**
 * Put on layaway: asks for the deposit and the pay-by date, then puts the cart by on the server for its customer
 * and starts a new sale. One id per asking, so a layaway sent again after a lost answer is the same layaway.
 */
export function usePutOnLayaway(state: CartState, totalCents: number, depositPercent: number) {
  const create = useCreateLayaway();
  const [asking, setAsking] = useState<{ tillId: string; id: string; depositId: string } | null>(null);

  const close = () => {
    setAsking(null);
    create.reset();
  };
  const save = ({ dueDate, note, deposit }: LayawayTerms) => {
    if (!asking || !state.customer) return;
    const { lines, overrideId } = cartSaleInput(state);
    create.mutate(
      {
        id: asking.id,
        tillId: asking.tillId,
        customerId: state.customer.id,
        lines,
        ...(overrideId && { overrideId }),
        discount: state.discount,
        dueDate,
        ...(note && { note }),
        deposit: { id: asking.depositId, ...deposit },
      },
      {
        onSuccess: (layaway) => {
          close();
          cart.startNew();
          const change = (deposit.tenderedCents ?? deposit.amountCents) - deposit.amountCents;
          toast.success(`Layaway ${layaway.number} put by`, {
            description: `${formatMoney(layaway.paidCents)} deposit for ${layaway.customer.name}; ${formatMoney(layaway.balanceCents)} to pay by ${layaway.dueDate}.${change > 0 ? ` Change ${formatMoney(change)}.` : ''}`,
          });
        },
      },
    );
  };

  const dialog = asking && (
    <Suspense fallback={null}>
      <PutOnLayawayDialog
        customerName={state.customer?.name ?? null}
        totalCents={totalCents}
        depositPercent={depositPercent}
        saving={create.isPending}
        error={create.error}
        onSave={save}
        onClose={close}
      />
    </Suspense>
  );
  return { ask: (tillId: string) => setAsking({ tillId, id: newId(), depositId: newId() }), dialog };
}
