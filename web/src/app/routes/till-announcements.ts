import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { formatMoney } from '@/lib/money';

interface Line {
  productId: string;
  name: string;
  quantity: number;
}

const itemsText = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * What a screen reader hears when the cart changes: the line added, changed or removed, then the items and the
 * total ("Added Hand Trowel, 1 item, total $17.99"). Nothing when nothing changed, or when the cart emptied: a
 * sale, a park or Clear Cart says so itself.
 */
export function cartAnnouncement(
  before: readonly Line[],
  after: readonly Line[],
  itemCount: number,
  totalCents: number,
): string | null {
  if (after.length === 0) return null;
  const was = new Map(before.map((line) => [line.productId, line]));
  const added = after.find((line) => !was.has(line.productId));
  const changed = after.find((line) => was.get(line.productId)?.quantity !== line.quantity);
  const removed = before.find((line) => !after.some((l) => l.productId === line.productId));
  const what = added
    ? `Added ${added.name}`
    : changed
      ? `${changed.name} quantity ${changed.quantity}`
      : removed
        ? `Removed ${removed.name}`
        : null;
  return what && `${what}, ${itemsText(itemCount)}, total ${formatMoney(totalCents)}`;
}

/**
 * What a screen reader hears when a sale is done: its number, items, total and any change to hand back. Worded
 * unlike the toast and the empty cart, which say the same on screen.
 */
export function saleAnnouncement(
  sale: Pick<Sale, 'number' | 'itemCount' | 'totalCents' | 'changeCents'>,
  kept = false,
) {
  const change = sale.changeCents > 0 ? `, change ${formatMoney(sale.changeCents)}` : '';
  const where = kept ? ' It waits on this till for the server.' : '';
  return `Sale ${sale.number} completed: ${itemsText(sale.itemCount)}, total ${formatMoney(sale.totalCents)}${change}.${where}`;
}
