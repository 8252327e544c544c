import { lineQuantityLabel } from '@tillwise/core/catalog/sold-by';
import { layawayPaymentKindLabels, layawayPaymentMethodLabels } from '@tillwise/core/layaway/layaway-schemas';
import type { Layaway } from '@tillwise/core/layaway/layaway-schemas';
import { formatMoney, moneyFormat } from '@/lib/money';

const Row = ({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) => (
  <div className={strong ? 'flex justify-between gap-4 font-semibold' : 'flex justify-between gap-4 text-sm'}>
    <span className={strong ? undefined : 'text-muted-foreground'}>{label}</span>
    <span className="tabular-nums">{formatMoney(cents)}</span>
  </div>
);

/** A layaway's goods at their prices, its totals, and every payment onto it and back (the ledger as recorded). */
export function LayawayLines({ layaway }: { layaway: Layaway }) {
  return (
    <div className="space-y-3">
      <ul className="divide-y rounded-md border" aria-label="Items put by">
        {layaway.lines.map((line) => (
          <li key={line.productId} className="flex justify-between gap-3 px-3 py-2 text-sm">
            <div className="min-w-0">
              <p className="font-medium">{line.name}</p>
              <p className="text-xs text-muted-foreground tabular-nums">
                {line.sku} · {lineQuantityLabel(line.quantity, line.unitPriceCents, line.soldBy, moneyFormat())}
              </p>
            </div>
            <div className="text-right tabular-nums">
              <p>{formatMoney(line.subtotalCents - line.discountCents)}</p>
              {line.discountCents > 0 && <p className="text-xs text-success">−{formatMoney(line.discountCents)}</p>}
            </div>
          </li>
        ))}
      </ul>
      <div className="space-y-1">
        <Row label="Subtotal" cents={layaway.subtotalCents} />
        {layaway.discountCents > 0 && <Row label="Discount" cents={-layaway.discountCents} />}
        <Row label={layaway.pricesIncludeTax ? 'Tax included' : 'Tax'} cents={layaway.taxCents} />
        <Row label="Total" cents={layaway.totalCents} strong />
        <Row label="Paid" cents={layaway.paidCents} />
        {layaway.status !== 'completed' && layaway.status !== 'cancelled' && (
          <Row label="Left to pay" cents={layaway.balanceCents} strong />
        )}
      </div>
      <ul className="divide-y rounded-md border text-sm" aria-label="Payments">
        {layaway.payments.map((payment) => (
          <li key={payment.id} className="flex justify-between gap-3 px-3 py-1.5">
            <span>
              {layawayPaymentKindLabels[payment.kind]}
              {payment.method && ` · ${layawayPaymentMethodLabels[payment.method]}`}
              <span className="text-muted-foreground">
                {' '}
                · {payment.date} · {payment.staff}
              </span>
            </span>
            <span className="tabular-nums">{formatMoney(payment.amountCents)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
