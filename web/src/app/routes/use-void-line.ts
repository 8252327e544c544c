import type { IntlShape } from 'react-intl';
import { toast } from '@/lib/toast';
import { cart } from '@/features/cart/hooks/cart-store';
import { clearUndoMs } from './use-clear-cart';

/**
 * Takes a line off the sale with a way back, as Clear Cart has: a toast offers Undo for the same few seconds, and
 * the line returns where it was, with its quantity, discount and price.
 */
export function voidLineWithUndo(
  intl: IntlShape,
  line: { productId: string; name: string },
  announce: (message: string) => void,
) {
  const undo = cart.removeWithUndo(line.productId);
  if (!undo) return;
  // The till's announcer reads out a line removed from a cart that still has others; an emptied cart is said here.
  if (cart.getSnapshot().lines.length === 0) {
    announce(
      intl.formatMessage(
        { id: 'pos.announce.removedLast', defaultMessage: 'Removed {name}, cart empty' },
        { name: line.name },
      ),
    );
  }
  toast(intl.formatMessage({ id: 'pos.toast.removed', defaultMessage: 'Removed {name}' }, { name: line.name }), {
    duration: clearUndoMs,
    action: {
      label: intl.formatMessage({ id: 'common.undo', defaultMessage: 'Undo' }),
      onClick: () => {
        if (!undo()) {
          toast.error(
            intl.formatMessage(
              { id: 'pos.toast.lineGone', defaultMessage: '{name} cannot come back' },
              { name: line.name },
            ),
            {
              description: intl.formatMessage({ id: 'pos.toast.lineBack', defaultMessage: 'It is on the sale again.' }),
            },
          );
        }
      },
    },
  });
}
