import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { useCustomer } from '@/features/customer/api/get-customer';
import { EmailReceiptDialog } from '@/features/mail/components/email-receipt-dialog';

/** Loaded when first opened: the till's "E-mail receipt", prefilled with the sale's customer's address. */
export function TillEmailReceipt({ sale, onClose }: { sale: Sale; onClose: () => void }) {
  const customer = useCustomer(sale.customer?.id ?? null);
  // The form starts once the customer's address is known, so it is there to send.
  if (customer.isLoading) return null;
  return <EmailReceiptDialog sale={sale} customerEmail={customer.data?.email ?? null} onClose={onClose} />;
}
