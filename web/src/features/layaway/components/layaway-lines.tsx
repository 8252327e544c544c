import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { lineQuantityLabel } from '@tillwise/core/catalog/sold-by';
import type { Layaway } from '@tillwise/core/layaway/layaway-schemas';
import {
  layawayPaymentKindMessages,
  layawayPaymentMethodMessages,
  layawayTotalMessages,
} from '../lib/layaway-messages';
import { formatMoney, moneyFormat } from '@/lib/money';

const Row = ({ label, cents, strong }: { label: MessageDescriptor; cents: number; strong?: boolean }) => (
  <div className={strong ? 'flex justify-between gap-4 font-semibold' : 'flex justify-between gap-4 text-sm'}>
    <span className={strong ? undefined : 'text-muted-foreground'}>
      <FormattedMessage {...label} />
    </span>
    <span className="tabular-nums">{formatMoney(cents)}</span>
  </div>
);

/** A layaway's goods at their prices, its totals, and every payment onto it and back (the ledger as recorded). */
export function LayawayLines({ layaway }: { layaway: Layaway }) {
  const intl = useIntl();
  const totals = layawayTotalMessages;
  return (
    <div className="space-y-3">
      <ul
        className="divide-y rounded-md border"
        aria-label={intl.formatMessage({ id: 'layaway.lines', defaultMessage: 'Items put by' })}
      >
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
        <Row label={totals.subtotal} cents={layaway.subtotalCents} />
        {layaway.discountCents > 0 && <Row label={totals.discount} cents={-layaway.discountCents} />}
        <Row label={layaway.pricesIncludeTax ? totals.taxIncluded : totals.tax} cents={layaway.taxCents} />
        <Row label={totals.total} cents={layaway.totalCents} strong />
        <Row label={totals.paid} cents={layaway.paidCents} />
        {layaway.status !== 'completed' && layaway.status !== 'cancelled' && (
          <Row label={totals.leftToPay} cents={layaway.balanceCents} strong />
        )}
      </div>
      <ul
        className="divide-y rounded-md border text-sm"
        aria-label={intl.formatMessage({ id: 'layaway.payments', defaultMessage: 'Payments' })}
      >
        {layaway.payments.map((payment) => (
          <li key={payment.id} className="flex justify-between gap-3 px-3 py-1.5">
            <span>
              <FormattedMessage {...layawayPaymentKindMessages[payment.kind]} />
              {payment.method && ` · ${intl.formatMessage(layawayPaymentMethodMessages[payment.method])}`}
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
