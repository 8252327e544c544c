import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReceiptLink } from '@tillwise/core/receipt-link/receipt-link-schemas';
import { api } from '@/lib/api-client';

/**
 * The QR code of a receipt's public page, as the server draws it (loaded with the first receipt that prints one).
 * Says when it is done, drawn or not (offline, or a sale the server does not have yet), so printing never waits long.
 */
export default function ReceiptLinkQr({ saleId, onDone }: { saleId: string; onDone: () => void }) {
  const intl = useIntl();
  const link = useQuery({
    queryKey: ['sale', saleId, 'receipt-link'],
    queryFn: ({ signal }) => api.get<ReceiptLink>(`/sales/${saleId}/receipt-link`, { signal }),
    retry: false,
    staleTime: Infinity,
  });
  const settled = link.isSuccess || link.isError;
  useEffect(() => {
    if (settled) onDone();
  }, [settled, onDone]);
  if (!link.data) return null;
  return (
    <div className="pt-1" data-testid="receipt-link">
      <div
        role="img"
        aria-label={intl.formatMessage({ id: 'sale.receiptLink.qr', defaultMessage: 'QR code of this receipt online' })}
        className="mx-auto w-24 [&_svg]:h-auto [&_svg]:w-full"
        // The server's own SVG of the link (qrcode): markup it made, not anything a user typed.
        dangerouslySetInnerHTML={{ __html: link.data.qrSvg }}
      />
      <p>
        <FormattedMessage id="sale.receiptLink.scan" defaultMessage="Scan for this receipt online" />
      </p>
    </div>
  );
}
