import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '@/lib/toast';
import { cart, cartSaleInput } from '@/features/cart/hooks/cart-store';
import type { CartState } from '@/features/cart/hooks/cart-store';
import { useParkSale } from '@/features/sale/api/park-sale';

const loadNoteDialog = () => import('@/features/sale/components/park-note-dialog');
const ParkNoteDialog = lazy(() => loadNoteDialog().then((m) => ({ default: m.ParkNoteDialog })));

/**
 * Save for Later: asks for an optional name or note, then parks the cart on the server under it. The dialog asking
 * for it loads once the cart has items, so a busy cashier's tap and Enter never wait on it.
 */
export function useSaveForLater(state: CartState) {
  const intl = useIntl();
  const park = useParkSale();
  // The till the sale is parked on while its note is asked for; null when not asking.
  const [parkingOn, setParkingOn] = useState<string | null>(null);
  const hasLines = state.lines.length > 0;
  useEffect(() => {
    if (hasLines) void loadNoteDialog();
  }, [hasLines]);

  const close = () => {
    setParkingOn(null);
    park.reset();
  };
  const saveWith = (tillId: string, note: string | null) =>
    park.mutate(
      {
        id: state.saleId,
        tillId,
        ...cartSaleInput(state),
        customerId: state.customer?.id ?? null,
        discount: state.discount,
        note,
      },
      {
        onSuccess: (sale) => {
          close();
          cart.startNew();
          toast.success(intl.formatMessage({ id: 'pos.toast.savedForLater', defaultMessage: 'Sale saved for later' }), {
            description: sale.note
              ? intl.formatMessage(
                  {
                    id: 'pos.toast.parkedNamed',
                    defaultMessage: '{number} “{note}” is waiting under Parked sales.',
                  },
                  { number: sale.number, note: sale.note },
                )
              : intl.formatMessage(
                  { id: 'pos.toast.parked', defaultMessage: '{number} is waiting under Parked sales.' },
                  { number: sale.number },
                ),
          });
        },
      },
    );

  const noteDialog = parkingOn !== null && (
    <Suspense fallback={null}>
      <ParkNoteDialog
        initialNote={state.parkedNote ?? ''}
        saving={park.isPending}
        error={park.error?.message ?? null}
        onPark={(note) => saveWith(parkingOn, note)}
        onClose={close}
      />
    </Suspense>
  );
  return { ask: setParkingOn, saving: park.isPending, noteDialog };
}
