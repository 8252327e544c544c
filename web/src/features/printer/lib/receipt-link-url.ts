import type { ReceiptLink } from '@tillwise/core/receipt-link/receipt-link-schemas';
import { api } from '@/lib/api-client';

/** A sale's receipt link to print as a QR code, or none when the server cannot give it (offline, not synced yet). */
export const receiptLinkUrl = (saleId: string): Promise<string | null> =>
  api.get<ReceiptLink>(`/sales/${saleId}/receipt-link`).then(
    (link) => link.url,
    () => null,
  );
