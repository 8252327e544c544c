import { FormattedMessage, useIntl } from 'react-intl';
import { lineQuantityLabel } from '@tillwise/core/catalog/sold-by';
import { Printer, Undo2 } from 'lucide-react';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { lineTypedDiscountCents } from '@tillwise/core/sale/typed-discounts';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useSale } from '../api/get-sale';
import { SaleDetailsTotals } from './sale-details-totals';
import { SaleStatusBadge } from './sale-status-badge';
import { VatInvoiceButton } from './vat-invoice-button';
import { formatMoney, moneyFormat } from '@/lib/money';
import { slipDateTime } from '@/lib/format-date';

interface SaleDetailsDialogProps {
  saleId: string;
  canRefund: boolean;
  onClose: () => void;
  onPrint: (sale: Sale) => void;
  onRefund: (sale: Sale) => void;
}

/** One order: lines, discounts, tax, payments, refunds, staff and customer; reprint or start a refund. */
export function SaleDetailsDialog({ saleId, canRefund, onClose, onPrint, onRefund }: SaleDetailsDialogProps) {
  const intl = useIntl();
  const sale = useSale(saleId);
  const s = sale.data;
  const refundable = s && (s.status === 'completed' || s.status === 'partially_refunded');
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>
            {s ? (
              <FormattedMessage id="sale.details.title" defaultMessage="Order {number}" values={{ number: s.number }} />
            ) : (
              <FormattedMessage id="sale.details.order" defaultMessage="Order" />
            )}
          </DialogTitle>
          <DialogDescription>
            {s ? (
              `${slipDateTime(new Date(s.createdAt))} · ${s.staff.name} · ${
                s.customer?.name ?? intl.formatMessage({ id: 'sale.walkIn', defaultMessage: 'Walk-in Customer' })
              }`
            ) : (
              <FormattedMessage id="sale.details.loading" defaultMessage="Loading…" />
            )}
          </DialogDescription>
        </DialogHeader>
        {sale.isPending && <Skeleton className="h-64" />}
        {sale.isError && <QueryError error={sale.error} onRetry={() => void sale.refetch()} />}
        {s && (
          <div className="space-y-4">
            <div className="flex flex-wrap gap-2">
              <SaleStatusBadge status={s.status} />
              {s.capturedOffline && (
                <Badge variant="outline">
                  <FormattedMessage id="sale.details.takenOffline" defaultMessage="Taken offline" />
                </Badge>
              )}
              {s.priceDiffers && (
                <Badge variant="warning">
                  <FormattedMessage id="sale.details.priceDiffered" defaultMessage="Till price differed" />
                </Badge>
              )}
              {s.payments.some((p) => p.stored) && (
                <Badge variant="outline">
                  <FormattedMessage id="sale.details.cardStored" defaultMessage="Card stored" />
                </Badge>
              )}
            </div>
            <ul
              className="divide-y rounded-md border"
              aria-label={intl.formatMessage({ id: 'sale.details.lines', defaultMessage: 'Order lines' })}
            >
              {s.lines.map((line) => (
                <li key={line.id} className="flex justify-between gap-3 px-3 py-2 text-sm">
                  <span className="min-w-0">
                    <span className="block font-medium">{line.name}</span>
                    <span className="block text-xs text-muted-foreground">
                      {lineQuantityLabel(line.quantity, line.unitPriceCents, line.soldBy, moneyFormat())}
                      {lineTypedDiscountCents(line) > 0 && ` · −${formatMoney(lineTypedDiscountCents(line))}`}
                      {line.refundedQuantity > 0 && (
                        <>
                          {' · '}
                          <FormattedMessage
                            id="sale.details.refunded"
                            defaultMessage="{quantity} refunded"
                            values={{ quantity: line.refundedQuantity }}
                          />
                        </>
                      )}
                    </span>
                    {/* The deal is named here; what it took is said once, under the totals. */}
                    {line.promotions.length > 0 && (
                      <span className="block text-xs text-success">
                        {line.promotions.map((promotion) => promotion.name).join(' · ')}
                      </span>
                    )}
                  </span>
                  <span className="tabular-nums">{formatMoney(line.totalCents)}</span>
                </li>
              ))}
            </ul>
            <SaleDetailsTotals sale={s} />
          </div>
        )}
        <DialogFooter className="sm:flex-wrap">
          <Button variant="outline" disabled={!s} onClick={() => s && onPrint(s)}>
            <Printer /> <FormattedMessage id="sale.details.reprint" defaultMessage="Reprint receipt" />
          </Button>
          {s && <VatInvoiceButton sale={s} />}
          {canRefund && (
            <Button variant="outline" disabled={!refundable} onClick={() => s && onRefund(s)}>
              <Undo2 /> <FormattedMessage id="sale.details.refundSale" defaultMessage="Refund" />
            </Button>
          )}
          <Button onClick={onClose}>
            <FormattedMessage id="sale.details.close" defaultMessage="Close" />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
