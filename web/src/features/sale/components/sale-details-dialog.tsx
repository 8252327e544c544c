import { format } from 'date-fns';
import { lineQuantityLabel } from '@tillwise/core/catalog/sold-by';
import { Printer, Undo2 } from 'lucide-react';

import { shownSubtotalCents } from '@tillwise/core/tax/shown-taxes';
import { paymentMethodLabels } from '@tillwise/core/payment/tender';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { lineTypedDiscountCents, saleTypedDiscountCents } from '@tillwise/core/sale/typed-discounts';
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
import { SaleStatusBadge } from './sale-status-badge';
import { formatMoney, moneyFormat } from '@/lib/money';

interface SaleDetailsDialogProps {
  saleId: string;
  canRefund: boolean;
  onClose: () => void;
  onPrint: (sale: Sale) => void;
  onRefund: (sale: Sale) => void;
}

const Row = ({ label, value }: { label: string; value: string }) => (
  <div className="flex justify-between gap-4 text-sm">
    <span className="text-muted-foreground">{label}</span>
    <span className="tabular-nums">{value}</span>
  </div>
);

/** One order: lines, discounts, tax, payments, refunds, staff and customer; reprint or start a refund. */
export function SaleDetailsDialog({ saleId, canRefund, onClose, onPrint, onRefund }: SaleDetailsDialogProps) {
  const sale = useSale(saleId);
  const s = sale.data;
  const refundable = s && (s.status === 'completed' || s.status === 'partially_refunded');
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{s ? `Order ${s.number}` : 'Order'}</DialogTitle>
          <DialogDescription>
            {s
              ? `${format(new Date(s.createdAt), 'MMM dd, y HH:mm')} · ${s.staff.name} · ${s.customer?.name ?? 'Walk-in Customer'}`
              : 'Loading…'}
          </DialogDescription>
        </DialogHeader>
        {sale.isPending && <Skeleton className="h-64" />}
        {sale.isError && <QueryError error={sale.error} onRetry={() => void sale.refetch()} />}
        {s && (
          <div className="space-y-4">
            <div className="flex flex-wrap gap-2">
              <SaleStatusBadge status={s.status} />
              {s.capturedOffline && <Badge variant="outline">Taken offline</Badge>}
              {s.priceDiffers && <Badge variant="warning">Till price differed</Badge>}
              {s.payments.some((p) => p.stored) && <Badge variant="outline">Card stored</Badge>}
            </div>
            <ul className="divide-y rounded-md border" aria-label="Order lines">
              {s.lines.map((line) => (
                <li key={line.id} className="flex justify-between gap-3 px-3 py-2 text-sm">
                  <span className="min-w-0">
                    <span className="block font-medium">{line.name}</span>
                    <span className="block text-xs text-muted-foreground">
                      {lineQuantityLabel(line.quantity, line.unitPriceCents, line.soldBy, moneyFormat())}
                      {lineTypedDiscountCents(line) > 0 && ` · −${formatMoney(lineTypedDiscountCents(line))}`}
                      {line.refundedQuantity > 0 && ` · ${line.refundedQuantity} refunded`}
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
            <div className="space-y-1">
              <Row label="Subtotal" value={formatMoney(shownSubtotalCents(s, s.pricesIncludeTax))} />
              {saleTypedDiscountCents(s) > 0 && (
                <Row label="Discount" value={`−${formatMoney(saleTypedDiscountCents(s))}`} />
              )}
              {s.promotions.map((p) => (
                <Row
                  key={p.promotionId}
                  label={`${p.name}${p.couponCode ? ` (${p.couponCode})` : ''}`}
                  value={`−${formatMoney(p.discountCents)}`}
                />
              ))}
              <Row label={s.pricesIncludeTax ? 'Tax (included)' : 'Tax'} value={formatMoney(s.taxCents)} />
              {s.giftCards.map((card) => (
                <Row key={card.code} label={`Gift card ${card.code}`} value={formatMoney(card.amountCents)} />
              ))}
              <Row label="Total" value={formatMoney(s.totalCents + s.giftCardsCents)} />
              {s.cashRoundingCents !== 0 && (
                <Row
                  label="Cash rounding"
                  value={`${s.cashRoundingCents > 0 ? '+' : '−'}${formatMoney(Math.abs(s.cashRoundingCents))}`}
                />
              )}
              {s.payments.map((p) => (
                <Row key={p.id} label={`Paid by ${paymentMethodLabels[p.method]}`} value={formatMoney(p.amountCents)} />
              ))}
              {s.changeCents > 0 && <Row label="Change" value={formatMoney(s.changeCents)} />}
              {s.refunds.map((r) => (
                <Row
                  key={r.id}
                  label={`${r.number} by ${r.staffName}${r.reason ? ` (${r.reason})` : ''}`}
                  value={`−${formatMoney(r.amountCents)}`}
                />
              ))}
            </div>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" disabled={!s} onClick={() => s && onPrint(s)}>
            <Printer /> Reprint receipt
          </Button>
          {canRefund && (
            <Button variant="outline" disabled={!refundable} onClick={() => s && onRefund(s)}>
              <Undo2 /> Refund
            </Button>
          )}
          <Button onClick={onClose}>Close</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
