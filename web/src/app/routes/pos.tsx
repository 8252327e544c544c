import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { connectivity } from '@/lib/connectivity';
import { toast } from '@/lib/toast';
import type { Product } from '@tillwise/core/catalog/catalog-schemas';
import { isSoldByWeight } from '@tillwise/core/catalog/sold-by';
import type { PaymentMethod } from '@tillwise/core/payment/tender';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import { PageHeader } from '@/components/page-header';
import { DialogReturnFocus } from '@/components/ui/dialog-return-focus';
import { useChangeDue } from '@/features/payment/hooks/use-change-due';
import { CartPanel } from '@/features/cart/components/cart-panel';
import { cart, useCart } from '@/features/cart/hooks/cart-store';
import { ProductPicker } from '@/features/catalog/components/product-picker';
import { CustomerPicker } from '@/features/customer/components/customer-picker';
import { useSalePromotions } from '@/features/promotion/hooks/use-sale-promotions';
import { usePaymentSettings } from '@/features/payment/api/get-payment-settings';
import { useSession } from '@/features/session/api/get-session';
import { tillStrip, useTillStripOpen } from '@/hooks/use-till-strip';
import { usePreferences } from '@/features/settings/api/get-preferences';
import type { CartEdit } from './pos-cart-edits';
import { TillHeaderActions } from './pos-header-actions';
import { saleAnnouncement } from './till-announcements';
import { TillGate } from './till-gate';
import type { TillContext } from './till-gate';
import type { TillNeed } from './use-till-readiness';
import { cartFromSale, preloadRecordSale, useCheckout } from './use-checkout';
import { clearUndoMs } from './use-clear-cart';
import { useHeldSales } from './use-held-sales';
import { useSaleAftercare } from './use-sale-aftercare';
import { useTillAnnouncer } from './use-till-announcer';
import { useTillKeys } from './use-till-keys';
import { useTillReplica } from './use-till-replica';
import { voidLineWithUndo } from './use-void-line';

// Dialogs load when first opened: the till's first screen needs only the picker and the cart.
const TillPayment = lazy(() => import('./pos-payment').then((m) => ({ default: m.TillPayment })));
const TillRefund = lazy(() => import('./pos-refund').then((m) => ({ default: m.TillRefund })));
const CartEditDialog = lazy(() => import('./pos-cart-edits').then((m) => ({ default: m.CartEditDialog })));
const PairDisplayDialog = lazy(() =>
  import('@/features/display/components/pair-display-dialog').then((m) => ({ default: m.PairDisplayDialog })),
);
const WeighDialog = lazy(() =>
  import('@/features/cart/components/weigh-dialog').then((m) => ({ default: m.WeighDialog })),
);
// Shown once the cart has items; loaded beside the first screen.
const cartPromotionsLoad = import('@/features/promotion/components/cart-promotions');
const CartPromotions = lazy(() => cartPromotionsLoad.then((m) => ({ default: m.CartPromotions })));
// On a phone, once the cart has items.
const CartJumpBar = lazy(() =>
  import('@/features/cart/components/cart-jump-bar').then((m) => ({ default: m.CartJumpBar })),
);
// Shown only after a cash sale with change.
const ChangeDue = lazy(() =>
  import('@/features/payment/components/change-due').then((m) => ({ default: m.ChangeDue })),
);
const ReceiptPrintArea = lazy(() =>
  import('@/features/sale/components/receipt-printer').then((m) => ({ default: m.ReceiptPrintArea })),
);
const TillShortcutsDialog = lazy(() => import('./pos-shortcuts').then((m) => ({ default: m.TillShortcutsDialog })));
const ParkedSalesDialog = lazy(() =>
  import('@/features/sale/components/parked-sales-dialog').then((m) => ({ default: m.ParkedSalesDialog })),
);

type Dialog = 'payment' | 'refund' | 'parked' | 'help' | CartEdit | { weigh: Product } | null;

/** Puts this much of a product on the sale: units, or grams of one sold by weight. */
function addToSale(product: Product, quantity: number) {
  cart.add(
    {
      productId: product.id,
      name: product.name,
      sku: product.sku,
      unitPriceCents: product.priceCents,
      taxRate: product.taxRate,
      categoryId: product.categoryId,
      soldBy: product.soldBy,
    },
    quantity,
  );
}

export function PointOfSaleRoute() {
  const searchRef = useRef<HTMLInputElement>(null);
  // The till's controls, its dialogs' too, are sized for a finger below the desktop's width (index.css).
  useEffect(() => {
    document.body.dataset.touchTill = '';
    return () => {
      delete document.body.dataset.touchTill;
      tillStrip.set(false);
    };
  }, []);
  // A Radix dialog gives the focus back only to its trigger: after a sale, a cancel or any dialog on the till screen
  // (its own, the shift bar's, the till set-up's) the focus goes to the search box, ready for the next item.
  return (
    <DialogReturnFocus to={searchRef}>
      <TillGate>{(till) => <TillScreen till={till} searchRef={searchRef} />}</TillGate>
    </DialogReturnFocus>
  );
}

function TillScreen({ till, searchRef }: { till: TillContext; searchRef: RefObject<HTMLInputElement | null> }) {
  const cartState = useCart();
  const session = useSession().data;
  const paymentSettings = usePaymentSettings();
  // The cart at its customer's prices, with the promotions in force now: what the server will charge.
  const priced = useSalePromotions(cartState.lines, {
    customerGroupId: cartState.customer?.groupId ?? null,
    couponCodes: cartState.couponCodes ?? [],
    pricesIncludeTax: paymentSettings.data?.pricesIncludeTax,
  });
  const state = { ...cartState, lines: priced.lines };
  const totals = cartTotals(state.lines, state.discount, paymentSettings.data);
  const permissions = session?.permissions ?? [];
  const replica = useTillReplica(session?.store.id);
  const heldSales = useHeldSales(till.tillId, replica);
  const hardware = usePreferences().data?.hardware;
  const [dialog, setDialog] = useState<Dialog>(null);
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
    pricesIncludeTax: paymentSettings.data?.pricesIncludeTax,
  });
  const checkout = useCheckout(
    till.tillId,
    state,
    totals,
    (sale) => {
      setDialog(null);
      aftercare.finish(sale);
      changeDue.show(sale);
      announcer.announce(saleAnnouncement(sale));
      toast.success('Sale completed', {
        description: `${sale.itemCount} items sold successfully.`,
        action: { label: 'Print receipt', onClick: () => aftercare.printReceipt(sale) },
      });
    },
    (itemCount, sale) => {
      setDialog(null);
      if (sale) {
        aftercare.finish(sale);
        changeDue.show(sale);
        announcer.announce(saleAnnouncement(sale, true));
        void replica?.noteSale(sale);
      }
      toast.success('Sale completed', {
        description: `${itemCount} items sold successfully. Kept on this till until the ${connectivity.get().away === 'database' ? 'database' : 'server'} is back.`,
        ...(sale && { action: { label: 'Print receipt', onClick: () => aftercare.printReceipt(sale) } }),
      });
    },
    () => replica?.catalogue.refresh(),
    priced.promoted,
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
    announcer.announce('Cart cleared');
    if (!undo) return;
    toast('Cart cleared', {
      duration: clearUndoMs,
      action: {
        label: 'Undo',
        onClick: () => {
          // A cart brought back is read out as its lines return, by the till's announcer.
          if (!undo()) toast.error('The cleared cart cannot come back', { description: 'A new sale has started.' });
        },
      },
    });
  };
  const last = state.lines.at(-1);
  const canPay = (state.lines.length > 0 || state.giftCards.length > 0) && till.blockedReason === null;
  useTillKeys({
    help: () => setDialog('help'),
    customer: () => setFindingCustomer(true),
    ...(canPay && { checkout: () => pay(), card: () => pay('card'), cash: () => pay('cash') }),
    ...(last && {
      void: () => voidLineWithUndo(last, announcer.announce),
      discount: () => withTill('till', () => setDialog({ discount: null })),
      ...(!state.giftCards.length && !checkout.saving && { park: () => withTill('till', checkout.saveForLater) }),
      ...(!isSoldByWeight(last.soldBy) && {
        more: () => cart.setQuantity(last.productId, last.quantity + 1),
        fewer: () => cart.decrement(last.productId),
      }),
    }),
  });

  // One grid: at the desktop's width (xl) the heading and the shift bar span the page above the products and the cart,
  // as the spec lays it out; on a tablet the cart takes the right-hand column from the top, so it fits the screen's
  // height beside them, Checkout in view; on a phone everything stacks.
  return (
    <div className="grid grid-cols-1 items-start gap-6 tablet:grid-cols-[minmax(0,1fr)_20rem] tablet:grid-rows-[auto_auto_1fr] lg:grid-cols-[minmax(0,1fr)_24rem] xl:grid-rows-none">
      <div className="tablet:col-start-1 xl:col-span-2">
        <PageHeader
          title="Point of Sale"
          actionsClassName={stripOpen ? undefined : 'max-tablet:hidden'}
          actions={
            <TillHeaderActions
              lastSale={aftercare.lastSale}
              onPrintReceipt={aftercare.printReceipt}
              voucherPrefix={paymentSettings.data?.voucherPrefix ?? ''}
              giftCardsOff={!paymentSettings.data?.enabledMethods.includes('voucher')}
              onCustomerDisplay={() => withTill('till', () => setPairing(true))}
              onParkedSales={() => setDialog('parked')}
              onRefund={() => withTill('till', () => setDialog('refund'))}
              onShortcuts={() => setDialog('help')}
            />
          }
        />
      </div>
      <div className="tablet:col-start-1 xl:col-span-2">{till.shiftBar}</div>
      <div className="tablet:col-start-1">
        <ProductPicker
          local={replica?.catalogue ?? null}
          scaleLabels={hardware?.scaleLabels}
          onAdd={addToSale}
          onWeigh={(product) => setDialog({ weigh: product })}
          searchRef={searchRef}
        />
      </div>
      {/* Sticky as one: the change due rides above the cart. */}
      <div className="space-y-4 tablet:sticky tablet:top-20 tablet:col-start-2 tablet:row-span-3 tablet:row-start-1 xl:row-span-1 xl:row-start-auto">
        {changeDue.sale && (
          <Suspense fallback={null}>
            <ChangeDue sale={changeDue.sale} onDismiss={changeDue.dismiss} />
          </Suspense>
        )}
        <CartPanel
          id="current-sale"
          state={state}
          totals={totals}
          canDiscount
          customerSlot={
            <CustomerPicker
              customer={state.customer}
              localSearch={replica?.customers}
              open={findingCustomer}
              onOpenChange={setFindingCustomer}
              onChange={(customer) =>
                cart.setCustomer(
                  customer && {
                    id: customer.id,
                    name: customer.name,
                    loyaltyPoints: customer.loyaltyPoints,
                    groupId: customer.groupId ?? null,
                  },
                )
              }
            />
          }
          promotionsSlot={
            // The coupon row's height is kept while its code loads, so Checkout never moves under a finger.
            <Suspense fallback={<div className="h-8" aria-hidden />}>
              <CartPromotions
                lines={state.lines}
                promoted={priced.promoted}
                couponCodes={state.couponCodes ?? []}
                customerGroupId={state.customer?.groupId ?? null}
                onAddCoupon={cart.addCoupon}
                onRemoveCoupon={cart.removeCoupon}
              />
            </Suspense>
          }
          onCheckout={() => pay()}
          onClear={clearCart}
          onRemoveLine={(line) => voidLineWithUndo(line, announcer.announce)}
          blockedReason={till.blockedReason}
          onSaveForLater={() => withTill('till', checkout.saveForLater)}
          savingForLater={checkout.saving}
          onDiscount={(target) => withTill('till', () => setDialog({ discount: target }))}
          onChangePrice={(target) => withTill('till', () => setDialog({ price: target }))}
          pricesIncludeTax={paymentSettings.data?.pricesIncludeTax}
        />
      </div>
      <Suspense fallback={null}>
        {pairing && till.tillId && <PairDisplayDialog tillId={till.tillId} open onOpenChange={setPairing} />}
        {dialog === 'payment' && (
          <TillPayment
            state={state}
            goodsTotalCents={totals.totalCents}
            itemCount={totals.itemCount}
            settings={paymentSettings.data}
            cashDrawerNote={hardware?.cashDrawerNote}
            onClose={() => {
              setDialog(null);
              aftercare.display.back();
            }}
            onComplete={checkout.pay}
            onPaidChange={aftercare.display.paying}
            initialMethod={payWith}
          />
        )}
        {checkout.parkNoteDialog}
        {dialog === 'help' && <TillShortcutsDialog onClose={() => setDialog(null)} />}
        {dialog === 'refund' && till.tillId && (
          <TillRefund
            tillId={till.tillId}
            held={heldSales}
            canRefund={permissions.includes('pos:refund')}
            settings={paymentSettings.data}
            customer={state.customer}
            localCustomers={replica?.customers}
            onClose={() => setDialog(null)}
            onRefunded={checkout.refreshStock}
          />
        )}
        {dialog === 'parked' && (
          <ParkedSalesDialog
            open
            onOpenChange={(open) => setDialog(open ? 'parked' : null)}
            onResume={(sale) => {
              cart.resume(cartFromSale(sale));
              setDialog(null);
            }}
          />
        )}
        {typeof dialog === 'object' && dialog !== null && 'weigh' in dialog && isSoldByWeight(dialog.weigh.soldBy) && (
          <WeighDialog
            product={{ ...dialog.weigh, soldBy: dialog.weigh.soldBy }}
            onClose={() => setDialog(null)}
            onAdd={(grams) => {
              addToSale(dialog.weigh, grams);
              setDialog(null);
            }}
          />
        )}
        {typeof dialog === 'object' && dialog !== null && !('weigh' in dialog) && till.tillId && (
          <CartEditDialog
            edit={dialog}
            state={state}
            tillId={till.tillId}
            canChangePrices={permissions.includes('pos:discount')}
            onClose={() => setDialog(null)}
          />
        )}
      </Suspense>
      <p role="status" aria-label="Till announcements" className="sr-only">
        {announcer.message}
      </p>
      {totals.itemCount > 0 && (
        <Suspense fallback={null}>
          <CartJumpBar itemCount={totals.itemCount} totalCents={totals.totalCents} targetId="current-sale" />
        </Suspense>
      )}
      {aftercare.printing && (
        <Suspense fallback={null}>
          <ReceiptPrintArea sale={aftercare.printing} paperWidth={hardware?.paperWidth} onReady={aftercare.printed} />
        </Suspense>
      )}
    </div>
  );
}
