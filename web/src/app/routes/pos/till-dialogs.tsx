import { lazy, Suspense } from 'react';
import { isSoldByWeight } from '@tillwise/core/catalog/sold-by';
import { cart } from '@/features/cart/hooks/cart-store';
import { cartFromSale } from '../use-checkout';
import { addToSale } from './add-to-sale';
import type { TillScreen } from './use-till-screen';

// Dialogs load when first opened: the till's first screen needs only the picker and the cart.
const TillPayment = lazy(() => import('../pos-payment').then((m) => ({ default: m.TillPayment })));
const TillRefund = lazy(() => import('../pos-refund').then((m) => ({ default: m.TillRefund })));
const CartEditDialog = lazy(() => import('../pos-cart-edits').then((m) => ({ default: m.CartEditDialog })));
const PairDisplayDialog = lazy(() =>
  import('@/features/display/components/pair-display-dialog').then((m) => ({ default: m.PairDisplayDialog })),
);
const WeighDialog = lazy(() =>
  import('@/features/cart/components/weigh-dialog').then((m) => ({ default: m.WeighDialog })),
);
const TillShortcutsDialog = lazy(() => import('../pos-shortcuts').then((m) => ({ default: m.TillShortcutsDialog })));
const ParkedSalesDialog = lazy(() =>
  import('@/features/sale/components/parked-sales-dialog').then((m) => ({ default: m.ParkedSalesDialog })),
);

/** The dialog the till screen has open, if any, and the customer display's pairing. */
export function TillDialogs({ screen, tillId }: { screen: TillScreen; tillId: string | null }) {
  const { dialog, setDialog, state, paymentSettings } = screen;
  const close = () => setDialog(null);
  return (
    <Suspense fallback={null}>
      {screen.pairing && tillId && <PairDisplayDialog tillId={tillId} open onOpenChange={screen.setPairing} />}
      {dialog === 'payment' && (
        <TillPayment
          state={state}
          goodsTotalCents={screen.totals.totalCents}
          itemCount={screen.totals.itemCount}
          settings={paymentSettings}
          cashDrawerNote={screen.hardware?.cashDrawerNote}
          onClose={() => {
            close();
            screen.aftercare.display.back();
          }}
          onComplete={screen.checkout.pay}
          onPaidChange={screen.aftercare.display.paying}
          initialMethod={screen.payWith}
        />
      )}
      {screen.checkout.parkNoteDialog}
      {screen.checkout.keepCartDialog}
      {dialog === 'help' && <TillShortcutsDialog onClose={close} />}
      {dialog === 'refund' && tillId && (
        <TillRefund
          tillId={tillId}
          held={screen.heldSales}
          canRefund={screen.permissions.includes('pos:refund')}
          settings={paymentSettings}
          customer={state.customer}
          localCustomers={screen.replica?.customers}
          onClose={close}
          onRefunded={screen.checkout.refreshStock}
        />
      )}
      {dialog === 'parked' && (
        <ParkedSalesDialog
          open
          onOpenChange={(open) => setDialog(open ? 'parked' : null)}
          onResume={(sale) => {
            cart.resume(cartFromSale(sale));
            close();
          }}
        />
      )}
      {typeof dialog === 'object' && dialog !== null && 'weigh' in dialog && isSoldByWeight(dialog.weigh.soldBy) && (
        <WeighDialog
          product={{ ...dialog.weigh, soldBy: dialog.weigh.soldBy }}
          onClose={close}
          onAdd={(grams) => {
            addToSale(dialog.weigh, grams);
            close();
          }}
        />
      )}
      {typeof dialog === 'object' && dialog !== null && !('weigh' in dialog) && tillId && (
        <CartEditDialog
          edit={dialog}
          state={state}
          tillId={tillId}
          canChangePrices={screen.permissions.includes('pos:discount')}
          onClose={close}
        />
      )}
    </Suspense>
  );
}
