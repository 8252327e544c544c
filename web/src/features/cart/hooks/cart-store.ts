import { useSyncExternalStore } from 'react';
import { addToCart, decrementLine, removeLine, setLineQuantity } from '@tillwise/core/cart/cart-lines';
import type { CartLine, CartProduct } from '@tillwise/core/cart/cart-lines';
import type { Quote } from '@tillwise/core/quote/quote-schemas';
import type { Discount } from '@tillwise/core/sale/discount';
import { calendarDay } from '@/lib/format-date';
import { newId } from '@/lib/new-id';

export interface CartCustomer {
  id: string;
  name: string;
  loyaltyPoints: number;
  /** Store credit the customer holds, when known. */
  storeCreditCents?: number;
  /** Their customer group, whose promotions and price list apply. */
  groupId?: string | null;
}

/** A gift card sold or topped up in this sale. */
export interface CartGiftCard {
  code: string;
  amountCents: number;
}

/** A line's price changed at the till: the catalogue price it replaced, and the manager's approval if one was needed. */
export interface CartPriceOverride {
  catalogPriceCents: number;
  overrideId: string | null;
}

/** A cart line, with its price change when the till changed its price. */
export type TillCartLine = CartLine & { priceOverride?: CartPriceOverride | null };

export interface CartState {
  /** The sale's id, made here before anything is sent, so a resend is the same sale. */
  saleId: string;
  lines: TillCartLine[];
  customer: CartCustomer | null;
  discount: Discount | null;
  /** A manager's approval (its id) of discounts beyond the seller's cap, sent with the sale. */
  overrideId?: string | null;
  /** Gift cards sold in the sale: paid for with it, not goods. */
  giftCards: CartGiftCard[];
  /** Set when the cart was resumed from a parked sale (its id is kept so completing it closes the parked one). */
  resumedFrom: string | null;
  /** Coupon codes typed or scanned for this sale. */
  couponCodes?: string[];
  /** The name or note a resumed sale was parked under, offered again if it is parked again. */
  parkedNote?: string | null;
  /** The quote the cart sells at its prices; any change to the sale leaves it (see withoutQuote). */
  quote?: CartQuote | null;
}

/** A quote brought into the cart: its lines are at its prices, sent as prices set by hand with its id. */
export interface CartQuote {
  id: string;
  number: string;
  /** Its last valid day (the store's). */
  validUntil: string;
}

/** A loaded quote's lines whose quoted price is no longer today's and has no manager's approval yet. */
export const quotedPricesAwaitingApproval = (state: Pick<CartState, 'quote' | 'lines'>) =>
  state.quote
    ? state.lines.filter(
        (line) =>
          line.priceOverride &&
          line.priceOverride.catalogPriceCents !== line.unitPriceCents &&
          !line.priceOverride.overrideId,
      )
    : [];

/** Whether the quote's last valid day has passed by this till's calendar (a cart may wait past midnight). */
export function quoteExpired(quote: CartQuote, now = new Date()): boolean {
  return quote.validUntil < calendarDay(now);
}

/**
 * The cart left by its quote: a changed sale is no longer the quote, so its lines go back to their prices of today
 * (the catalogue price each quoted line kept), and the quote's link goes.
 */
export function withoutQuote(state: CartState): CartState {
  if (!state.quote) return state;
  const lines = state.lines.map((line) =>
    line.priceOverride ? { ...line, unitPriceCents: line.priceOverride.catalogPriceCents, priceOverride: null } : line,
  );
  return { ...state, lines, quote: null };
}

const storageKey = 'tillwise.cart.v1';
const emptyCart = (): CartState => ({
  saleId: newId(),
  lines: [],
  customer: null,
  discount: null,
  giftCards: [],
  resumedFrom: null,
});

function load(): CartState {
  try {
    const saved = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as CartState | null;
    if (saved && typeof saved.saleId === 'string' && Array.isArray(saved.lines)) return { ...emptyCart(), ...saved };
  } catch {
    // A damaged saved cart is dropped rather than breaking the till.
  }
  return emptyCart();
}

let state: CartState = load();
const listeners = new Set<() => void>();

function update(next: CartState) {
  state = next;
  localStorage.setItem(storageKey, JSON.stringify(state));
  for (const listener of listeners) listener();
}

/** Changes the sale: the cart leaves its quote first (withoutQuote), then takes the change. */
function edit(change: (from: CartState) => Partial<CartState>) {
  const from = withoutQuote(state);
  update({ ...from, ...change(from) });
}

/** The till's cart: survives a reload (kept in localStorage) and is shared by every part of the till. */
export const cart = {
  add: (product: CartProduct, quantity = 1) => edit((from) => ({ lines: addToCart(from.lines, product, quantity) })),
  decrement: (productId: string) => edit((from) => ({ lines: decrementLine(from.lines, productId) })),
  remove: (productId: string) => edit((from) => ({ lines: removeLine(from.lines, productId) })),
  /**
   * Takes a line off the sale and returns its undo: the line back where it was, as it was (quantity, discount,
   * price), while the sale is the same one and the product has not gone in again. Null when there was no such line.
   */
  removeWithUndo: (productId: string) => {
    const index = state.lines.findIndex((line) => line.productId === productId);
    // As it would come back: at today's price when removing it leaves a quote.
    const removed = withoutQuote(state).lines[index];
    if (!removed) return null;
    edit((from) => ({ lines: removeLine(from.lines, productId) }));
    const saleId = state.saleId;
    return () => {
      if (state.saleId !== saleId || state.lines.some((line) => line.productId === productId)) return false;
      const lines = [...state.lines];
      lines.splice(index, 0, removed);
      update({ ...state, lines });
      return true;
    };
  },
  setQuantity: (productId: string, quantity: number) =>
    edit((from) => ({ lines: setLineQuantity(from.lines, productId, quantity) })),
  /** Discounts a line; a manager's approval of it (beyond the seller's cap) is kept for the sale. */
  setLineDiscount: (productId: string, discount: Discount | null, overrideId?: string) =>
    edit((from) => ({
      lines: from.lines.map((line) => (line.productId === productId ? { ...line, discount } : line)),
      ...(overrideId && { overrideId }),
    })),
  setDiscount: (discount: Discount | null, overrideId?: string) =>
    edit(() => ({ discount, ...(overrideId && { overrideId }) })),
  /** Sells a line at another price (a manager's, or with one's approval); back at the catalogue's, the change goes. */
  setLinePrice: (productId: string, unitPriceCents: number, overrideId: string | null) =>
    edit((from) => ({
      lines: from.lines.map((line) => {
        if (line.productId !== productId) return line;
        const catalogPriceCents = line.priceOverride?.catalogPriceCents ?? line.unitPriceCents;
        const priceOverride = unitPriceCents === catalogPriceCents ? null : { catalogPriceCents, overrideId };
        return { ...line, unitPriceCents, priceOverride };
      }),
    })),
  /** A manager's approval of an expired quote's price for a line: the line stays at it, the quote in the cart. */
  approveQuotedPrice: (productId: string, overrideId: string) =>
    update({
      ...state,
      lines: state.lines.map((line) =>
        line.productId === productId && line.priceOverride
          ? { ...line, priceOverride: { ...line.priceOverride, overrideId } }
          : line,
      ),
    }),
  setCustomer: (customer: CartCustomer | null) =>
    customer?.id === state.customer?.id ? update({ ...state, customer }) : edit(() => ({ customer })),
  /** Adds a gift card to sell, or changes the amount of one already in the sale. */
  addGiftCard: (card: CartGiftCard) =>
    update({ ...state, giftCards: [...state.giftCards.filter((c) => c.code !== card.code), card] }),
  removeGiftCard: (code: string) => update({ ...state, giftCards: state.giftCards.filter((c) => c.code !== code) }),
  addCoupon: (code: string) => update({ ...state, couponCodes: [...(state.couponCodes ?? []), code] }),
  removeCoupon: (code: string) =>
    update({ ...state, couponCodes: (state.couponCodes ?? []).filter((c) => c !== code) }),
  /** Empties the cart but keeps its sale id: nothing was recorded yet. */
  clear: () =>
    update({
      ...state,
      lines: [],
      customer: null,
      discount: null,
      overrideId: null,
      giftCards: [],
      couponCodes: [],
      quote: null,
    }),
  /** Puts back a cart as it was (a cleared cart brought back). */
  restore: (previous: CartState) => update(previous),
  /** Starts the next sale with a new id, after one was recorded or parked. */
  startNew: () => update(emptyCart()),
  /** Loads a parked sale to finish it. */
  resume: (parked: Omit<CartState, 'resumedFrom' | 'giftCards'>) =>
    update({ ...parked, giftCards: [], overrideId: null, resumedFrom: parked.saleId, quote: null }),
  /**
   * Brings a quote in to sell it at its prices, as a new sale: each line at its quoted price, set by hand over
   * today's (with a manager's approval where an expired quote's price moved), its customer and discount.
   */
  sellQuote: (quote: Quote, customer: CartCustomer, approvals: Readonly<Record<string, string>> = {}) =>
    update({
      ...emptyCart(),
      customer,
      discount: quote.discount,
      quote: { id: quote.id, number: quote.number, validUntil: quote.validUntil },
      lines: quote.lines.map((line) => ({
        productId: line.productId,
        name: line.name,
        sku: line.sku,
        unitPriceCents: line.unitPriceCents,
        taxRate: line.currentTaxRate ?? line.taxRate,
        categoryId: line.categoryId,
        quantity: line.quantity,
        soldBy: line.soldBy === 'unit' ? null : line.soldBy,
        discount: line.discount,
        priceOverride: {
          catalogPriceCents: line.currentPriceCents ?? line.unitPriceCents,
          overrideId: approvals[line.productId] ?? null,
        },
      })),
    }),
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => state,
};

export function useCart(): CartState {
  return useSyncExternalStore(cart.subscribe, cart.getSnapshot);
}

/**
 * What the cart sends for its lines and approvals: each line with its changed price and that price's approval,
 * and the approval of discounts beyond the seller's cap. Spread it into a sale or parked-sale body.
 */
export function cartSaleInput(state: Pick<CartState, 'lines' | 'overrideId' | 'couponCodes' | 'quote'>) {
  return {
    lines: state.lines.map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      discount: line.discount ?? null,
      ...(line.priceOverride && {
        priceOverrideCents: line.unitPriceCents,
        priceOverrideId: line.priceOverride.overrideId,
      }),
    })),
    ...(state.overrideId && { overrideId: state.overrideId }),
    ...(state.couponCodes && state.couponCodes.length > 0 && { couponCodes: state.couponCodes }),
    ...(state.quote && { quoteId: state.quote.id }),
    // Weighed lines are in thousandths of their products' units (a till of an earlier version sent grams).
    weights: 'product-unit' as const,
  };
}
