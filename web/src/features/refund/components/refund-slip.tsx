import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isSoldByWeight } from '@tillwise/core/catalog/sold-by';
import type { Refund } from '@tillwise/core/refund/refund-schemas';
import type { ReceiptSettings } from '@tillwise/core/settings/receipt-settings';
import { SlipPaper, SlipStoreHeading } from '@/components/slip-paper';
import { SlipRow } from '@/components/slip-row';
import { paymentMethodMessages } from '@/lib/i18n/payment-method-messages';
import { slipDateTime } from '@/lib/format-date';
import { formatMoney } from '@/lib/money';
import { quantityText } from '@/lib/quantity';

interface RefundSlipProps {
  refund: Refund;
  /** The receipt settings: the slip heads with the same store name, address, phone and e-mail as a receipt. */
  settings: ReceiptSettings;
  paperWidth?: 58 | 80;
  /** Called once drawn, so printing starts with the slip on the page. */
  onReady?: () => void;
}

/**
 * The slip a refund prints for the customer: the store as its receipts head it, the refund and the sale it
 * belongs to, each line given back with its quantity (a weight in its unit), and the figures the refund recorded:
 * before tax, tax, the total and where it went back.
 */
export function RefundSlip({ refund, settings, paperWidth = 80, onReady }: RefundSlipProps) {
  const intl = useIntl();
  useEffect(() => onReady?.(), [onReady]);
  return (
    <SlipPaper paperWidth={paperWidth}>
      <SlipStoreHeading settings={settings}>
        <p className="pt-1 font-bold">
          <FormattedMessage id="refund.slip.heading" defaultMessage="REFUND" />
        </p>
      </SlipStoreHeading>
      <div className="border-y border-dashed border-black py-1">
        <SlipRow label={refund.number} value={slipDateTime(new Date(refund.createdAt))} />
        <SlipRow
          label={intl.formatMessage({ id: 'refund.slip.forOrder', defaultMessage: 'For order' })}
          value={refund.saleNumber}
        />
        <SlipRow
          label={intl.formatMessage({ id: 'refund.slip.refundedBy', defaultMessage: 'Refunded by' })}
          value={refund.staffName}
        />
      </div>
      <div className="space-y-1">
        {refund.lines.map((line) => (
          <div key={line.saleLineId}>
            <p>{line.name}</p>
            <SlipRow
              label={`  ${isSoldByWeight(line.soldBy) ? quantityText(line.quantity, line.soldBy) : `${line.quantity} ×`}`}
              value={formatMoney(line.amountCents)}
            />
          </div>
        ))}
      </div>
      <div className="space-y-0.5 border-t border-dashed border-black pt-1">
        <SlipRow
          label={intl.formatMessage({ id: 'refund.slip.beforeTax', defaultMessage: 'Refund before tax' })}
          value={formatMoney(refund.subtotalCents)}
        />
        <SlipRow
          label={intl.formatMessage({ id: 'refund.slip.tax', defaultMessage: 'Tax' })}
          value={formatMoney(refund.taxCents)}
        />
        <SlipRow
          label={intl.formatMessage({ id: 'refund.slip.total', defaultMessage: 'REFUND TOTAL' })}
          value={formatMoney(refund.amountCents)}
          strong
        />
        {refund.tenders.map((tender) => (
          <SlipRow
            key={tender.method}
            label={
              tender.stored
                ? intl.formatMessage(
                    { id: 'refund.slip.toStored', defaultMessage: 'To {method} (stored)' },
                    { method: intl.formatMessage(paymentMethodMessages[tender.method]) },
                  )
                : intl.formatMessage(
                    { id: 'refund.slip.to', defaultMessage: 'To {method}' },
                    { method: intl.formatMessage(paymentMethodMessages[tender.method]) },
                  )
            }
            value={formatMoney(tender.amountCents)}
          />
        ))}
        {refund.loyaltyReversed > 0 && (
          <SlipRow
            label={intl.formatMessage({ id: 'refund.slip.pointsBack', defaultMessage: 'Points taken back' })}
            value={String(refund.loyaltyReversed)}
          />
        )}
      </div>
      {refund.reason && (
        <p className="border-t border-dashed border-black pt-1">
          <FormattedMessage
            id="refund.slip.reason"
            defaultMessage="Reason: {reason}"
            values={{ reason: refund.reason }}
          />
        </p>
      )}
    </SlipPaper>
  );
}
