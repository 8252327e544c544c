import { cartTotals } from '@tillwise/core/sale/cart-totals';
import { useCart } from '@/features/cart/hooks/cart-store';
import { usePaymentSettings } from '@/features/payment/api/get-payment-settings';
import { useSalePromotions } from '@/features/promotion/hooks/use-sale-promotions';

/** The cart at its customer's prices, with the promotions in force now: what the server will charge. */
export function usePricedCart() {
  const cartState = useCart();
  const paymentSettings = usePaymentSettings().data;
  const priced = useSalePromotions(cartState.lines, {
    customerGroupId: cartState.customer?.groupId ?? null,
    couponCodes: cartState.couponCodes ?? [],
    pricesIncludeTax: paymentSettings?.pricesIncludeTax,
  });
  const state = { ...cartState, lines: priced.lines };
  const totals = cartTotals(state.lines, state.discount, paymentSettings);
  return { state, totals, promoted: priced.promoted, paymentSettings };
}
