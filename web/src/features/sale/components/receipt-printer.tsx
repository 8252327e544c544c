import { lazy, Suspense, useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { useReceiptSettings } from '../api/get-receipt-settings';

// The receipt (and its date and barcode code) loads the first time one is printed.
const Receipt = lazy(() => import('./receipt').then((m) => ({ default: m.Receipt })));

/**
 * Prints a sale's receipt with the browser's print dialog: the receipt is drawn into a print-only area
 * (the print stylesheet hides everything else), on paper of the width set under Settings → Hardware, and
 * printing starts once its barcode is drawn.
 */
export function useReceiptPrinter(paperWidth: 58 | 80 = 80) {
  const settings = useReceiptSettings();
  const [sale, setSale] = useState<Sale | null>(null);

  const print = useCallback((next: Sale) => setSale(next), []);
  const onReady = useCallback(() => {
    window.print();
    setSale(null);
  }, []);

  const printArea =
    sale && settings.data
      ? createPortal(
          <div className="print-receipt" data-testid="print-receipt" data-paper-width={paperWidth}>
            <style>{`@media print { @page { size: ${paperWidth}mm auto; margin: 2mm; } }`}</style>
            <Suspense fallback={null}>
              <Receipt sale={sale} settings={settings.data} paperWidth={paperWidth} onReady={onReady} />
            </Suspense>
          </div>,
          document.body,
        )
      : null;

  return { print, printArea, ready: settings.isSuccess };
}
