import type { IntlShape } from 'react-intl';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { connectivity } from '@/lib/connectivity';
import { toast } from '@/lib/toast';
import { clearUndoMs } from '../use-clear-cart';

type PrintReceipt = (sale: Sale) => void;

// US English keeps the spec's '1 items sold successfully.': its plural has only `other`; translations add `one`.
const itemsSold = (intl: IntlShape, count: number) =>
  intl.formatMessage(
    { id: 'pos.toast.itemsSold', defaultMessage: '{count, plural, other {# items sold successfully.}}' },
    { count },
  );

const saleCompleted = (intl: IntlShape) =>
  intl.formatMessage({ id: 'pos.toast.saleCompleted', defaultMessage: 'Sale completed' });

const printReceiptLabel = (intl: IntlShape) =>
  intl.formatMessage({ id: 'pos.toast.printReceipt', defaultMessage: 'Print receipt' });

/** A sale the server recorded, its receipt a tap away. */
export function toastSaleRecorded(intl: IntlShape, sale: Sale, printReceipt: PrintReceipt) {
  toast.success(saleCompleted(intl), {
    description: itemsSold(intl, sale.itemCount),
    action: { label: printReceiptLabel(intl), onClick: () => printReceipt(sale) },
  });
}

/** A sale kept on this till until the server (or its database) is back; its receipt too when the till worked it out. */
export function toastSaleQueued(intl: IntlShape, itemCount: number, sale: Sale | null, printReceipt: PrintReceipt) {
  const kept =
    connectivity.get().away === 'database'
      ? intl.formatMessage({
          id: 'pos.toast.keptForDatabase',
          defaultMessage: 'Kept on this till until the database is back.',
        })
      : intl.formatMessage({
          id: 'pos.toast.keptForServer',
          defaultMessage: 'Kept on this till until the server is back.',
        });
  toast.success(saleCompleted(intl), {
    description: `${itemsSold(intl, itemCount)} ${kept}`,
    ...(sale && { action: { label: printReceiptLabel(intl), onClick: () => printReceipt(sale) } }),
  });
}

/** A cleared cart, with an undo while it can still come back. */
export function toastCartCleared(intl: IntlShape, undo: () => boolean) {
  toast(intl.formatMessage({ id: 'pos.toast.cartCleared', defaultMessage: 'Cart cleared' }), {
    duration: clearUndoMs,
    action: {
      label: intl.formatMessage({ id: 'common.undo', defaultMessage: 'Undo' }),
      onClick: () => {
        // A cart brought back is read out as its lines return, by the till's announcer.
        if (!undo()) {
          toast.error(
            intl.formatMessage({ id: 'pos.toast.clearedGone', defaultMessage: 'The cleared cart cannot come back' }),
            {
              description: intl.formatMessage({
                id: 'pos.toast.newSaleStarted',
                defaultMessage: 'A new sale has started.',
              }),
            },
          );
        }
      },
    },
  });
}
