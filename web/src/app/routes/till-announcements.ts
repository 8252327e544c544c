import type { IntlShape } from 'react-intl';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { formatMoney } from '@/lib/money';

interface Line {
  productId: string;
  name: string;
  quantity: number;
}

/**
 * What a screen reader hears when the cart changes: the line added, changed or removed, then the items and the
 * total ("Added Hand Trowel, 1 item, total $17.99"). Nothing when nothing changed, or when the cart emptied: a
 * sale, a park or Clear Cart says so itself.
 */
export function cartAnnouncement(
  intl: IntlShape,
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
  const cart = { count: itemCount, total: formatMoney(totalCents) };
  if (added) {
    return intl.formatMessage(
      {
        id: 'pos.announce.added',
        defaultMessage: 'Added {name}, {count, plural, one {# item} other {# items}}, total {total}',
      },
      { name: added.name, ...cart },
    );
  }
  if (changed) {
    return intl.formatMessage(
      {
        id: 'pos.announce.quantity',
        defaultMessage: '{name} quantity {quantity}, {count, plural, one {# item} other {# items}}, total {total}',
      },
      { name: changed.name, quantity: changed.quantity, ...cart },
    );
  }
  if (removed) {
    return intl.formatMessage(
      {
        id: 'pos.announce.removed',
        defaultMessage: 'Removed {name}, {count, plural, one {# item} other {# items}}, total {total}',
      },
      { name: removed.name, ...cart },
    );
  }
  return null;
}

/**
 * What a screen reader hears when a sale is done: its number, items, total and any change to hand back. Worded
 * unlike the toast and the empty cart, which say the same on screen.
 */
export function saleAnnouncement(
  intl: IntlShape,
  sale: Pick<Sale, 'number' | 'itemCount' | 'totalCents' | 'changeCents'>,
  kept = false,
) {
  const values = {
    number: sale.number,
    count: sale.itemCount,
    total: formatMoney(sale.totalCents),
    change: formatMoney(sale.changeCents),
    withChange: String(sale.changeCents > 0),
    kept: String(kept),
  };
  return intl.formatMessage(
    {
      id: 'pos.announce.sale',
      defaultMessage:
        'Sale {number} completed: {count, plural, one {# item} other {# items}}, total {total}{withChange, select, true {, change {change}} other {}}.{kept, select, true { It waits on this till for the server.} other {}}',
    },
    values,
  );
}
