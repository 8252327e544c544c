import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Product } from '@tillwise/core/catalog/catalog-schemas';
import { isSoldByWeight } from '@tillwise/core/catalog/sold-by';
import type { PaymentMethod } from '@tillwise/core/payment/tender';
import { cart } from '@/features/cart/hooks/cart-store';
import { useChangeDue } from '@/features/payment/hooks/use-change-due';
import { useSession } from '@/features/session/api/get-session';
import { usePreferences } from '@/features/settings/api/get-preferences';
import { useTillStripOpen } from '@/hooks/use-till-strip';
import type { CartEdit } from '../pos-cart-edits';
import { saleAnnouncement } from '../till-announcements';
import type { TillContext } from '../till-gate';
import type { TillNeed } from '../use-till-readiness';
import { preloadRecordSale, useCheckout } from '../use-checkout';
import { useHeldSales } from '../use-held-sales';
import { useSaleAftercare } from '../use-sale-aftercare';
import { useTillAnnouncer } from '../use-till-announcer';
import { useTillKeys } from '../use-till-keys';
import { useTillReplica } from '../use-till-replica';
import { voidLineWithUndo } from '../use-void-line';
import { toastCartCleared, toastSaleQueued, toastSaleRecorded } from './till-toasts';
import { usePricedCart } from './use-priced-cart';

/** What the till screen shows over itself: one dialog at a time. */
export type TillDialog = 'payment' | 'refund' | 'parked' | 'help' | CartEdit | { weigh: Product } | null;

export type TillScreen = ReturnType<typeof useTillScreen>;

/**
 * The till screen's state and actions: the priced cart, the open dialog, paying, parking and clearing, what follows a
 * sale (receipt, drawer, change due, announcement) and the shortcut keys for all of them.
 */
export function useTillScreen(till: TillContext) {
  const intl = useIntl();
  const { state, totals, promoted, paymentSettings } = usePricedCart();
  const session = useSession().data;
  const permissions = session?.permissions ?? [];
  const replica = useTillReplica(session?.store.id);
  const heldSales = useHeldSales(till.tillId, replica);
  const hardware = usePreferences().data?.hardware;
  const [dialog, setDialog] = useState<TillDialog>(null);
  const [pairing, setPairing] = useState(false);
  const [payWith, setPayWith] = useState<PaymentMethod>();
  const [findingCustomer, setFindingCustomer] = useState(false);
  const announcer = useTillAnnouncer(state.lines, totals);
  const changeDue = useChangeDue(state.lines.length);
  const stripOpen = useTillStripOpen();
  // Actions that need this browser to be a till (and one that may sell) ask for it first, then go on.
  const withTill = (need: TillNeed, then: (tillId: string) => void) =>
    void till.ready(need).then((tillId) => tillId && then(tillId));
  const aftercare = useSaleAftercare(till.tillId, state, totals, {
    storeName: session?.store.name ?? '',
    pricesIncludeTax: paymentSettings?.pricesIncludeTax,
    format: session?.format && { locale: session.format.storeLocale, currency: session.format.currency },
  });
  const checkout = useCheckout(
    till.tillId,
    state,
    totals,
    (sale) => {
      setDialog(null);
      aftercare.finish(sale);
      changeDue.show(sale);
      announcer.announce(saleAnnouncement(intl, sale));
      toastSaleRecorded(intl, sale, aftercare.printReceipt);
    },
    (itemCount, sale) => {
      setDialog(null);
      if (sale) {
        aftercare.finish(sale);
        changeDue.show(sale);
        announcer.announce(saleAnnouncement(intl, sale, true));
        void replica?.noteSale(sale);
      }
      toastSaleQueued(intl, itemCount, sale, aftercare.printReceipt);
    },
    () => replica?.catalogue.refresh(),
    promoted,
  );
  const pay = (method?: PaymentMethod) => {
    preloadRecordSale();
    withTill('shift', () => {
      setPayWith(method);
      setDialog('payment');
    });
  };
  const clearCart = () => {
    const undo = checkout.clear();
    announcer.announce(intl.formatMessage({ id: 'pos.toast.cartCleared', defaultMessage: 'Cart cleared' }));
    if (undo) toastCartCleared(intl, undo);
  };
  const voidLine = (line: { productId: string; name: string }) => voidLineWithUndo(intl, line, announcer.announce);
  const last = state.lines.at(-1);
  const canPay = (state.lines.length > 0 || state.giftCards.length > 0) && till.blockedReason === null;
  useTillKeys({
    help: () => setDialog('help'),
    customer: () => setFindingCustomer(true),
    ...(canPay && { checkout: () => pay(), card: () => pay('card'), cash: () => pay('cash') }),
    ...(last && {
      void: () => voidLine(last),
      discount: () => withTill('till', () => setDialog({ discount: null })),
      // A quote is kept as a quote, not parked (a parked sale would lose its prices).
      ...(!state.giftCards.length &&
        !checkout.saving &&
        !state.quote && { park: () => withTill('till', checkout.saveForLater) }),
      ...(!isSoldByWeight(last.soldBy) && {
        more: () => cart.setQuantity(last.productId, last.quantity + 1),
        fewer: () => cart.decrement(last.productId),
      }),
    }),
  });

  return {
    state,
    totals,
    promoted,
    paymentSettings,
    permissions,
    replica,
    heldSales,
    hardware,
    dialog,
    setDialog,
    pairing,
    setPairing,
    payWith,
    findingCustomer,
    setFindingCustomer,
    announcer,
    changeDue,
    stripOpen,
    withTill,
    aftercare,
    checkout,
    pay,
    clearCart,
    voidLine,
  };
}
