import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { toast } from '@/lib/toast';
import type { Tender } from '@tillwise/core/payment/tender';
import type { CartTotals } from '@tillwise/core/sale/cart-totals';
import type { SalePromotions } from '@tillwise/core/promotion/sale-promotions';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { catalogKeys } from '@/features/catalog/api/catalog-keys';
import { customerKeys } from '@/features/customer/api/customer-keys';
import { cart } from '@/features/cart/hooks/cart-store';
import type { CartState } from '@/features/cart/hooks/cart-store';
import { useCompleteSale } from '@/features/sale/api/complete-sale';
import { useRecordVoid } from '@/features/shift/api/record-void';
import { useSession } from '@/features/session/api/get-session';
import { defaultOfflineCardLimitCents } from '@tillwise/core/sale/offline-sale';
import { usePaymentSettings } from '@/features/payment/api/get-payment-settings';
import { newId } from '@/lib/new-id';
import { useClearCart } from './use-clear-cart';
import { quoteKeys } from '@/features/quote/api/quote-keys';
import { useKeepCart } from './pos/use-keep-cart';
import { useSaveForLater } from './use-save-for-later';

/** Starts loading what recording a sale needs, e.g. as the payment dialog opens. */
export const preloadRecordSale = () => void import('./record-sale');

/**
 * The till's ways to finish a cart: take payment and record the sale (record-sale.ts), park it for later, or clear it (a cart
 * cleared with items in it is logged as a void on the till's shift once it can no longer be brought back).
 */
export function useCheckout(
  /** Null while this browser is not a till: the screen asks for one before it pays or parks. */
  tillId: string | null,
  state: CartState,
  totals: CartTotals,
  onRecorded: (sale: Sale) => void,
  /** Kept on the till to send later; the sale as the till holds it, for its receipt (null if it could not be worked out). */
  onQueued: (itemCount: number, sale: Sale | null) => void,
  /** Stock moved at this till (a sale or a refund): the till's own catalogue asks what changed. */
  onStockMoved?: () => void,
  /** The promotions the till applied to the cart (its offline record and receipt carry them). */
  promoted?: SalePromotions | null,
) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const signedIn = useSession().data?.user;
  const paymentSettings = usePaymentSettings().data;
  const offlineCardLimitCents = paymentSettings?.offlineCardLimitCents ?? defaultOfflineCardLimitCents;
  const pricing = {
    pricesIncludeTax: paymentSettings?.pricesIncludeTax ?? false,
    taxName: paymentSettings?.taxName ?? 'Tax',
    cashRoundingStep: paymentSettings?.cashRoundingCents ?? 0,
    additionalTaxes: paymentSettings?.additionalTaxes ?? [],
  };
  const refreshStock = () => {
    void queryClient.invalidateQueries({ queryKey: catalogKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: customerKeys.all });
    onStockMoved?.();
  };
  const complete = useCompleteSale({ onSuccess: refreshStock });
  const saveForLater = useSaveForLater(state);
  const keepCart = useKeepCart(state, totals.totalCents, paymentSettings?.layawayDepositPercent ?? 20);
  const recordVoid = useRecordVoid({
    onError: (error) =>
      toast.error(
        intl.formatMessage({ id: 'sale.clearedNotLogged', defaultMessage: 'The cleared cart was not logged' }),
        {
          description: error.message,
        },
      ),
  });

  const pay = async (tenders: Tender[]) => {
    if (tillId === null)
      throw new Error(
        intl.formatMessage({ id: 'till.chooseFirst', defaultMessage: 'Choose this browser’s till first' }),
      );
    const { recordSale } = await import('./record-sale');
    const outcome = await recordSale({
      tillId,
      state,
      totals,
      tenders,
      signedIn,
      offlineCardLimitCents,
      pricing,
      promoted: promoted ?? null,
      send: (body) => complete.mutateAsync(body),
    });
    cart.startNew();
    // The quote it sold shows as sold at once on the Quotes screen and in the customer's details.
    if (state.quote) void queryClient.invalidateQueries({ queryKey: quoteKeys.all });
    if (outcome.kind === 'recorded') onRecorded(outcome.sale);
    else onQueued(totals.itemCount, outcome.sale);
  };

  const clear = useClearCart(state.lines.length, () => {
    // On a browser that is not a till yet there is no shift to log it on.
    if (tillId !== null) {
      recordVoid.mutate({ id: newId(), tillId, itemCount: totals.itemCount, amountCents: totals.totalCents });
    }
  });

  return {
    pay,
    /** Asks for the sale's name or note on this till, then parks it. */
    saveForLater: saveForLater.ask,
    /** The Save for Later dialog while it asks, for the till to show. */
    parkNoteDialog: saveForLater.noteDialog,
    /** Asks until when, then keeps the cart as a quote for its customer. */
    saveAsQuote: keepCart.saveAsQuote,
    /** Asks for the deposit and pay-by date, then puts the cart by for its customer. */
    putOnLayaway: keepCart.putOnLayaway,
    /** The quote's or layaway's dialog while it asks. */
    keepCartDialog: keepCart.dialog,
    clear,
    saving: saveForLater.saving,
    refreshStock,
  };
}

/** A parked sale back in the cart, with the same id so completing it closes the parked one. */
export function cartFromSale(sale: Sale): Omit<CartState, 'resumedFrom' | 'giftCards'> {
  return {
    saleId: sale.id,
    lines: sale.lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      sku: line.sku,
      unitPriceCents: line.unitPriceCents,
      taxRate: line.taxRate,
      taxes: line.taxes.map(({ name, rate }) => ({ name, rate })),
      // A weighed line comes back as the weight it was parked at, in its unit, not as so many units.
      quantity: line.quantity,
      soldBy: line.soldBy,
      discount: line.discount,
    })),
    customer: sale.customer,
    discount: sale.discount,
    couponCodes: sale.couponCodes ?? [],
    parkedNote: sale.note,
  };
}
