import { lazy, Suspense } from 'react';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { PrintArea } from '@/components/print-area';
import { usePrintJob } from '@/hooks/use-print-job';
import { useReceiptSettings } from '../api/get-receipt-settings';

// The receipt (and its date and barcode code) loads the first time one is printed.
const Receipt = lazy(() => import('./receipt').then((m) => ({ default: m.Receipt })));

interface ReceiptPrintAreaProps {
  sale: Sale;
  paperWidth?: 58 | 80;
  onReady: () => void;
}

/** A sale's receipt drawn for printing, once the receipt settings are in; the till loads it with its first receipt. */
export function ReceiptPrintArea({ sale, paperWidth = 80, onReady }: ReceiptPrintAreaProps) {
  const settings = useReceiptSettings().data;
  return settings ? (
    <PrintArea paperWidth={paperWidth} testId="print-receipt">
      <Suspense fallback={null}>
        <Receipt sale={sale} settings={settings} paperWidth={paperWidth} onReady={onReady} />
      </Suspense>
    </PrintArea>
  ) : null;
}

/**
 * Prints a sale's receipt with the browser's print dialog, on the paper set under Settings → Hardware; printing
 * starts once its barcode is drawn.
 */
export function useReceiptPrinter(paperWidth: 58 | 80 = 80) {
  const settings = useReceiptSettings();
  const job = usePrintJob<Sale>();

  const printArea =
    job.item && settings.data ? (
      <ReceiptPrintArea sale={job.item} paperWidth={paperWidth} onReady={job.onReady} />
    ) : null;

  return { print: job.print, printArea, ready: settings.isSuccess };
}
