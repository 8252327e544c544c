import { useState } from 'react';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import type { CartTotals } from '@tillwise/core/sale/cart-totals';
import type { CartState } from '@/features/cart/hooks/cart-store';
import { useDirectPrinter } from '@/features/printer/hooks/use-direct-printer';
import { useReceiptSettings } from '@/features/sale/api/get-receipt-settings';
import { useReceiptPrinter } from '@/features/sale/components/receipt-printer';
import { useTillDisplay } from './use-till-display';

/**
 * What follows a sale at the till: its receipt (a receipt printer on this device prints it directly, otherwise the
 * browser's print dialog), the cash drawer kicked open for cash, and the customer display's thank-you.
 */
export function useSaleAftercare(
  tillId: string | null,
  state: CartState,
  totals: CartTotals,
  options: { storeName: string; pricesIncludeTax?: boolean; paperWidth?: 58 | 80 },
) {
  const printer = useReceiptPrinter(options.paperWidth);
  const directPrinter = useDirectPrinter();
  const receiptSettings = useReceiptSettings().data;
  const display = useTillDisplay(tillId, state, totals, options);
  const [lastSale, setLastSale] = useState<Sale | null>(null);

  const printReceipt = (sale: Sale) =>
    directPrinter.direct && receiptSettings ? void directPrinter.printSale(sale, receiptSettings) : printer.print(sale);
  const finish = (sale: Sale) => {
    setLastSale(sale);
    display.thanks(sale);
    void directPrinter.openDrawerForSale(sale);
  };

  return { lastSale, finish, printReceipt, printArea: printer.printArea, display };
}
