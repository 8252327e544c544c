import { lazy, Suspense } from 'react';
import { CartPanel } from '@/features/cart/components/cart-panel';
import { cart } from '@/features/cart/hooks/cart-store';
import { CustomerPicker } from '@/features/customer/components/customer-picker';
import type { TillScreen } from './use-till-screen';

// Shown once the cart has items; loaded beside the first screen.
const cartPromotionsLoad = import('@/features/promotion/components/cart-promotions');
const CartPromotions = lazy(() => cartPromotionsLoad.then((m) => ({ default: m.CartPromotions })));
// Shown only after a cash sale with change.
const ChangeDue = lazy(() =>
  import('@/features/payment/components/change-due').then((m) => ({ default: m.ChangeDue })),
);

/** The till's cart, its customer and promotions, with the last cash sale's change due above it. */
export function TillCartColumn({ screen, blockedReason }: { screen: TillScreen; blockedReason: string | null }) {
  const { state, changeDue, withTill, setDialog, checkout } = screen;
  return (
    <>
      {changeDue.sale && (
        <Suspense fallback={null}>
          <ChangeDue sale={changeDue.sale} onDismiss={changeDue.dismiss} />
        </Suspense>
      )}
      <CartPanel
        id="current-sale"
        state={state}
        totals={screen.totals}
        canDiscount
        customerSlot={
          <CustomerPicker
            customer={state.customer}
            localSearch={screen.replica?.customers}
            open={screen.findingCustomer}
            onOpenChange={screen.setFindingCustomer}
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
              promoted={screen.promoted}
              couponCodes={state.couponCodes ?? []}
              customerGroupId={state.customer?.groupId ?? null}
              onAddCoupon={cart.addCoupon}
              onRemoveCoupon={cart.removeCoupon}
            />
          </Suspense>
        }
        onCheckout={() => screen.pay()}
        onClear={screen.clearCart}
        onRemoveLine={screen.voidLine}
        blockedReason={blockedReason}
        onSaveForLater={() => withTill('till', checkout.saveForLater)}
        savingForLater={checkout.saving}
        onSaveAsQuote={() => withTill('till', checkout.saveAsQuote)}
        onPutOnLayaway={() => withTill('till', checkout.putOnLayaway)}
        onApproveQuote={
          screen.permissions.includes('pos:discount')
            ? undefined
            : () => withTill('till', () => setDialog({ quotePrices: true }))
        }
        onDiscount={(target) => withTill('till', () => setDialog({ discount: target }))}
        onChangePrice={(target) => withTill('till', () => setDialog({ price: target }))}
        pricesIncludeTax={screen.paymentSettings?.pricesIncludeTax}
      />
    </>
  );
}
