import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { defineMessages, useIntl } from 'react-intl';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import type { ReceiptSettings } from '@tillwise/core/settings/receipt-settings';
import { printedIdentity } from '@tillwise/core/settings/receipt-settings';
import { DocumentPageStyle } from '@/components/document-page-style';
import { slipDateTime } from '@/lib/format-date';
import { VatInvoiceLines } from './vat-invoice-lines';

const messages = defineMessages({
  title: { id: 'vatInvoice.title', defaultMessage: 'VAT invoice' },
  number: { id: 'vatInvoice.number', defaultMessage: 'Invoice {number}' },
  date: { id: 'vatInvoice.date', defaultMessage: 'Date of sale {date}' },
  vatNumber: { id: 'vatInvoice.vatNumber', defaultMessage: 'VAT No. {number}' },
  to: { id: 'vatInvoice.to', defaultMessage: 'Invoice to' },
});

interface VatInvoiceProps {
  sale: Sale;
  settings: ReceiptSettings;
}

/**
 * A VAT invoice for a business customer: who sold and who bought (each with their address and VAT number), the
 * sale's number and date, and its lines and totals before VAT, the VAT, and with it, as the sale recorded them.
 */
export function VatInvoice({ sale, settings }: VatInvoiceProps) {
  const intl = useIntl();
  const seller = printedIdentity(settings, settings.store ?? settings);
  const buyer = sale.customer;
  return (
    <div className="space-y-6 p-2 text-sm text-black" data-testid="vat-invoice">
      <header className="flex justify-between gap-6">
        <div className="space-y-0.5">
          <h1 className="text-2xl font-bold">{intl.formatMessage(messages.title)}</h1>
          <p className="font-semibold">{intl.formatMessage(messages.number, { number: sale.number })}</p>
          <p>
            {intl.formatMessage(messages.date, { date: slipDateTime(new Date(sale.completedAt ?? sale.createdAt)) })}
          </p>
        </div>
        <div className="space-y-0.5 text-right">
          <p className="font-semibold">{seller.businessName}</p>
          {seller.address && <p className="whitespace-pre-line">{seller.address}</p>}
          {settings.vatNumber && <p>{intl.formatMessage(messages.vatNumber, { number: settings.vatNumber })}</p>}
        </div>
      </header>
      {buyer && (
        <section className="space-y-0.5" aria-label={intl.formatMessage(messages.to)}>
          <p className="text-xs uppercase text-neutral-600">{intl.formatMessage(messages.to)}</p>
          <p className="font-semibold">{buyer.name}</p>
          {buyer.address && <p className="whitespace-pre-line">{buyer.address}</p>}
          {buyer.vatNumber && <p>{intl.formatMessage(messages.vatNumber, { number: buyer.vatNumber })}</p>}
        </section>
      )}
      <VatInvoiceLines sale={sale} />
    </div>
  );
}

/** The VAT invoice on a full sheet of paper: the app's print area, page sized. */
export function VatInvoicePrint({ sale, settings, onReady }: VatInvoiceProps & { onReady: () => void }) {
  useEffect(() => {
    const frame = requestAnimationFrame(onReady);
    return () => cancelAnimationFrame(frame);
  }, [onReady]);
  return createPortal(
    <div className="print-receipt">
      <DocumentPageStyle />
      <VatInvoice sale={sale} settings={settings} />
    </div>,
    document.body,
  );
}
