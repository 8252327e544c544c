import { useEffect, useRef } from 'react';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { useReceiptPrinter } from '@/features/sale/components/receipt-printer';
import { usePreferences } from '@/features/settings/api/get-preferences';

/** Prints the receipt of a sale the till holds (from the unsynced list), on the till's paper, then is done. */
export function HeldReceiptPrint({ sale, onDone }: { sale: Sale; onDone: () => void }) {
  const { ready, print, printArea } = useReceiptPrinter(usePreferences().data?.hardware?.paperWidth);
  const sent = useRef(false);
  const drawn = useRef(false);
  useEffect(() => {
    if (!ready || sent.current) return;
    sent.current = true;
    print(sale);
  }, [ready, print, sale]);
  // The print area empties once the browser's print dialog has been opened: the job is done.
  useEffect(() => {
    if (printArea) drawn.current = true;
    else if (drawn.current) onDone();
  }, [printArea, onDone]);
  return printArea;
}
