import { isSoldByWeight, maxLineQuantity } from '../catalog/sold-by';
import type { SoldBy } from '../catalog/sold-by';
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
  /** Units, or thousandths of the unit of a product sold by weight (0.450 lb is 450). */
  quantity: number;
  /** Sold by the unit (the default) or by weight, its price per kg or lb. */
  soldBy?: SoldBy | null;
  discount?: Discount | null;
}

export type CartProduct = Omit<CartLine, 'quantity' | 'discount'>;

export { maxLineQuantity };

/**
 * Adding a product already in the cart raises its quantity (by 1, by the quantity typed before a scan, or by the
 * weight weighed); otherwise it becomes a new line of that much. A line never goes past its most.
 */
export function addToCart(lines: readonly CartLine[], product: CartProduct, quantity = 1): CartLine[] {
  const most = maxLineQuantity(product.soldBy);
  const existing = lines.find((line) => line.productId === product.productId);
  if (existing)
    return lines.map((line) =>
      line === existing ? { ...line, quantity: Math.min(most, line.quantity + quantity) } : line,
    );
  return [...lines, { ...product, quantity: Math.min(most, quantity) }];
}

/** Minus lowers the quantity by 1 and removes the line when it was 1 (a weighed line goes at once). */
export function decrementLine(lines: readonly CartLine[], productId: string): CartLine[] {
  return lines.flatMap((line) => {
    if (line.productId !== productId) return [line];
    return line.quantity > 1 && !isSoldByWeight(line.soldBy) ? [{ ...line, quantity: line.quantity - 1 }] : [];
  });
}

/** Trash removes the line whatever its quantity. */
export function removeLine(lines: readonly CartLine[], productId: string): CartLine[] {
  return lines.filter((line) => line.productId !== productId);
}

/** Sets a line's quantity (at least 1, at most its most). */
export function setLineQuantity(lines: readonly CartLine[], productId: string, quantity: number): CartLine[] {
  return lines.map((line) =>
    line.productId === productId
      ? { ...line, quantity: Math.min(maxLineQuantity(line.soldBy), Math.max(1, Math.floor(quantity))) }
      : line,
  );
}
