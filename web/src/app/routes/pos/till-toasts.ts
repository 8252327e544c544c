import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { connectivity } from '@/lib/connectivity';
import { toast } from '@/lib/toast';
import { clearUndoMs } from '../use-clear-cart';

type PrintReceipt = (sale: Sale) => void;

/** A sale the server recorded, its receipt a tap away. */
export function toastSaleRecorded(sale: Sale, printReceipt: PrintReceipt) {
  toast.success('Sale completed', {
    description: `${sale.itemCount} items sold successfully.`,
    action: { label: 'Print receipt', onClick: () => printReceipt(sale) },
  });
}

/** A sale kept on this till until the server (or its database) is back; its receipt too when the till worked it out. */
export function toastSaleQueued(itemCount: number, sale: Sale | null, printReceipt: PrintReceipt) {
  toast.success('Sale completed', {
    description: `${itemCount} items sold successfully. Kept on this till until the ${connectivity.get().away === 'database' ? 'database' : 'server'} is back.`,
    ...(sale && { action: { label: 'Print receipt', onClick: () => printReceipt(sale) } }),
  });
}

/** A cleared cart, with an undo while it can still come back. */
export function toastCartCleared(undo: () => boolean) {
  toast('Cart cleared', {
    duration: clearUndoMs,
    action: {
      label: 'Undo',
      onClick: () => {
        // A cart brought back is read out as its lines return, by the till's announcer.
        if (!undo()) toast.error('The cleared cart cannot come back', { description: 'A new sale has started.' });
      },
    },
  });
}
