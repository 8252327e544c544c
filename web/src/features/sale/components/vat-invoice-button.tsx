import { FileText } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { Button } from '@/components/ui/button';
import { usePrintJob } from '@/hooks/use-print-job';
import { useReceiptSettings } from '../api/get-receipt-settings';
import { VatInvoicePrint } from './vat-invoice';

/** Prints a VAT invoice for a sale to a business customer (one with a VAT number); nothing for anyone else. */
export function VatInvoiceButton({ sale }: { sale: Sale }) {
  const settings = useReceiptSettings();
  const printJob = usePrintJob<Sale>();
  if (!sale.customer?.vatNumber) return null;
  return (
    <>
      <Button variant="outline" disabled={!settings.data} onClick={() => printJob.print(sale)}>
        <FileText /> <FormattedMessage id="sale.details.vatInvoice" defaultMessage="VAT invoice" />
      </Button>
      {printJob.item && settings.data && (
        <VatInvoicePrint sale={printJob.item} settings={settings.data} onReady={printJob.onReady} />
      )}
    </>
  );
}
