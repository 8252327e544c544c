import type { Discount } from '../sale/discount';
import type { TaxRate } from '../tax/tax';

export interface CartLine {
  productId: string;
  name: string;
  sku: string;
  unitPriceCents: number;
  /** Tax rate in percent. */
  taxRate: number;
  /** The product's category: it decides which of the store's additional taxes the line carries. */
  categoryId?: string | null;
  /** The line's taxes when they are already known (a parked sale brought back); else worked out from the above. */
  taxes?: readonly TaxRate[];
  quantity: number;
  discount?: Discount | null;
}

export type CartProduct = Omit<CartLine, 'quantity' | 'discount'>;

/** Adding a product already in the cart raises its quantity by 1; otherwise it becomes a new line of 1. */
export function addToCart(lines: readonly CartLine[], product: CartProduct): CartLine[] {
  const existing = lines.find((line) => line.productId === product.productId);
  if (existing) return lines.map((line) => (line === existing ? { ...line, quantity: line.quantity + 1 } : line));
  return [...lines, { ...product, quantity: 1 }];
}

/** Minus lowers the quantity by 1 and removes the line when it was 1. */
export function decrementLine(lines: readonly CartLine[], productId: string): CartLine[] {
  return lines.flatMap((line) => {
    if (line.productId !== productId) return [line];
    return line.quantity > 1 ? [{ ...line, quantity: line.quantity - 1 }] : [];
  });
}

/** Trash removes the line whatever its quantity. */
export function removeLine(lines: readonly CartLine[], productId: string): CartLine[] {
  return lines.filter((line) => line.productId !== productId);
}

/** Sets a line's quantity (at least 1). */
export function setLineQuantity(lines: readonly CartLine[], productId: string, quantity: number): CartLine[] {
  const safe = Math.max(1, Math.floor(quantity));
  return lines.map((line) => (line.productId === productId ? { ...line, quantity: safe } : line));
}
