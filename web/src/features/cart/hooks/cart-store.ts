import { useSyncExternalStore } from 'react';
import { addToCart, decrementLine, removeLine, setLineQuantity } from '@tillwise/core/cart/cart-lines';
import type { CartLine, CartProduct } from '@tillwise/core/cart/cart-lines';
import type { Discount } from '@tillwise/core/sale/discount';

export interface CartCustomer {
  id: string;
  name: string;
  loyaltyPoints: number;
}

export interface CartState {
  /** The sale's id, made here before anything is sent, so a resend is the same sale. */
  saleId: string;
  lines: CartLine[];
  customer: CartCustomer | null;
  discount: Discount | null;
  /** Set when the cart was resumed from a parked sale (its id is kept so completing it closes the parked one). */
  resumedFrom: string | null;
}

const storageKey = 'tillwise.cart.v1';
const emptyCart = (): CartState => ({
  saleId: crypto.randomUUID(),
  lines: [],
  customer: null,
  discount: null,
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

/** The till's cart: survives a reload (kept in localStorage) and is shared by every part of the till. */
export const cart = {
  add: (product: CartProduct) => update({ ...state, lines: addToCart(state.lines, product) }),
  decrement: (productId: string) => update({ ...state, lines: decrementLine(state.lines, productId) }),
  remove: (productId: string) => update({ ...state, lines: removeLine(state.lines, productId) }),
  setQuantity: (productId: string, quantity: number) =>
    update({ ...state, lines: setLineQuantity(state.lines, productId, quantity) }),
  setLineDiscount: (productId: string, discount: Discount | null) =>
    update({
      ...state,
      lines: state.lines.map((line) => (line.productId === productId ? { ...line, discount } : line)),
    }),
  setDiscount: (discount: Discount | null) => update({ ...state, discount }),
  setCustomer: (customer: CartCustomer | null) => update({ ...state, customer }),
  /** Empties the cart but keeps its sale id: nothing was recorded yet. */
  clear: () => update({ ...state, lines: [], customer: null, discount: null }),
  /** Starts the next sale with a new id, after one was recorded or parked. */
  startNew: () => update(emptyCart()),
  /** Loads a parked sale to finish it. */
  resume: (parked: Omit<CartState, 'resumedFrom'>) => update({ ...parked, resumedFrom: parked.saleId }),
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => state,
};

export function useCart(): CartState {
  return useSyncExternalStore(cart.subscribe, cart.getSnapshot);
}
