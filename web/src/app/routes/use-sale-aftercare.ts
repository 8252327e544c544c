import { useState } from 'react';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import type { CartTotals } from '@tillwise/core/sale/cart-totals';
import type { DisplayFormat } from '@tillwise/core/display/display-schemas';
import type { CartState } from '@/features/cart/hooks/cart-store';
import { loadPagePrinter } from '@/features/printer/lib/load-page-printer';
import { useReceiptSettings } from '@/features/sale/api/get-receipt-settings';
import { usePrintJob } from '@/hooks/use-print-job';
import { useTillDisplay } from './use-till-display';

/**
 * What follows a sale at the till: its receipt (a receipt printer on this device prints it directly, otherwise the
 * browser's print dialog), the cash drawer kicked open for cash, and the customer display's thank-you.
 */
export function useSaleAftercare(
  tillId: string | null,
  state: CartState,
  totals: CartTotals,
  options: { storeName: string; pricesIncludeTax?: boolean; format?: DisplayFormat },
) {
  // The browser's print dialog: the screen draws `printing` (ReceiptPrintArea, loaded with the first receipt).
  const printer = usePrintJob<Sale>();
  const receiptSettings = useReceiptSettings().data;
  const display = useTillDisplay(tillId, state, totals, options);
  const [lastSale, setLastSale] = useState<Sale | null>(null);

  const printReceipt = (sale: Sale) =>
    void loadPagePrinter().then((direct) => {
      if (direct.direct() && receiptSettings) void direct.printSale(sale, receiptSettings);
      else printer.print(sale);
    });
  const finish = (sale: Sale) => {
    setLastSale(sale);
    display.thanks(sale);
    void loadPagePrinter().then((direct) => direct.openDrawerForSale(sale));
  };

  return { lastSale, finish, printReceipt, printing: printer.item, printed: printer.onReady, display };
}
