import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { SlipRow } from '@/components/slip-row';
import { paymentMethodMessages } from '@/lib/i18n/payment-method-messages';
import type { SlipData } from './shift-slip-data';
import { cn } from '@/lib/cn';
import { figureMessages as figure, heldMethodMessages } from './shift-messages';
import { less, money, Section } from './slip-section';
import { SlipDrawer } from './shift-slip-drawer';

type HeldRows = SlipData['figures']['layawayDeposits'];
/** Money held for customers (a layaway's, a special order's deposit): taken in, and given back on cancelling. */
function HeldMoney({ title, taken, givenBack }: { title: ReactNode; taken: HeldRows; givenBack: HeldRows }) {
  const intl = useIntl();
  if (taken.length === 0 && givenBack.length === 0) return null;
  return (
    <Section title={title}>
      {taken.map((payment) => (
        <SlipRow
          key={payment.method}
          label={intl.formatMessage(
            {
              id: 'shift.slip.heldPayments',
              defaultMessage: '{method} ({count, plural, one {# payment} other {# payments}})',
            },
            { method: intl.formatMessage(heldMethodMessages[payment.method]), count: payment.count },
          )}
          value={money(payment.amountCents)}
        />
      ))}
      {givenBack.map((refund) => (
        <SlipRow
          key={`refund-${refund.method}`}
          label={intl.formatMessage(
            {
              id: 'shift.slip.heldRefunds',
              defaultMessage:
                'Refunded {method, select, card {card} other {cash}} ({count, plural, one {# cancellation} other {# cancellations}})',
            },
            { method: refund.method, count: refund.count },
          )}
          value={less(refund.amountCents)}
        />
      ))}
    </Section>
  );
}

const m = defineMessages({
  opened: { id: 'shift.slip.opened', defaultMessage: 'Opened' },
  closed: { id: 'shift.slip.closed', defaultMessage: 'Closed' },
  sales: { id: 'shift.slip.sales', defaultMessage: 'SALES' },
  salesCount: {
    id: 'shift.slip.salesCount',
    defaultMessage: '{figure} ({count, plural, one {# sale} other {# sales}})',
  },
  refundsCount: {
    id: 'shift.slip.refundsCount',
    defaultMessage: '{figure} ({count, plural, one {# refund} other {# refunds}})',
  },
  taxBand: { id: 'shift.slip.taxBand', defaultMessage: '  {rate}% on {amount}' },
  voids: { id: 'shift.slip.voids', defaultMessage: 'Voids' },
  noSales: { id: 'shift.slip.noSales', defaultMessage: 'No Sales' },
  tenders: { id: 'shift.slip.tenders', defaultMessage: 'TENDERS, WITH TAX, LESS REFUNDS' },
  none: { id: 'shift.slip.none', defaultMessage: 'None' },
  payments: {
    id: 'shift.slip.payments',
    defaultMessage: '{method} ({count, plural, one {# payment} other {# payments}})',
  },
  onAccount: { id: 'shift.slip.onAccount', defaultMessage: 'PAYMENTS ON ACCOUNT' },
  layawayDeposits: { id: 'shift.slip.layawayDeposits', defaultMessage: 'LAYAWAY DEPOSITS' },
  specialOrderDeposits: { id: 'shift.slip.specialOrderDeposits', defaultMessage: 'SPECIAL-ORDER DEPOSITS' },
  parkedLeftOpen: { id: 'shift.slip.parkedLeftOpen', defaultMessage: 'PARKED SALES LEFT OPEN' },
  parkedWaiting: { id: 'shift.slip.parkedWaiting', defaultMessage: 'PARKED SALES WAITING' },
  grandTotal: { id: 'shift.slip.grandTotal', defaultMessage: 'GRAND TOTAL' },
});

/**
 * The X or Z report as printed on the receipt printer (and shown on screen the same way). Every figure is named
 * by what it is (core's figureNames), as Reports name it.
 */
export function ShiftSlip({
  slip,
  paperWidth = 80,
  onReady,
}: {
  slip: SlipData;
  paperWidth?: 58 | 80;
  onReady?: () => void;
}) {
  const intl = useIntl();
  useEffect(() => onReady?.(), [onReady]);
  const { figures } = slip;
  const say = intl.formatMessage;
  return (
    <div
      className={cn(
        'mx-auto w-full space-y-1.5 bg-white p-3 font-mono text-[11px] leading-snug text-black',
        paperWidth === 58 ? 'max-w-[58mm]' : 'max-w-[80mm]',
      )}
      aria-label={slip.title}
    >
      <div className="text-center">
        <p className="text-sm font-bold">{slip.title}</p>
        <p>
          {slip.till} · {slip.businessDate}
        </p>
      </div>
      <SlipRow label={say(m.opened)} value={slip.opened} />
      {slip.closed && <SlipRow label={say(m.closed)} value={slip.closed} />}
      <Section title={say(m.sales)}>
        <SlipRow
          label={say(m.salesCount, { figure: say(figure.grossSales), count: figures.salesCount })}
          value={money(figures.grossSalesCents)}
        />
        <SlipRow label={say(figure.discounts)} value={less(figures.discountsCents)} />
        <SlipRow
          label={say(m.refundsCount, { figure: say(figure.refunds), count: figures.refundsCount })}
          value={less(figures.refundsCents)}
        />
        <SlipRow label={say(figure.netSales)} value={money(figures.netSalesCents)} strong />
        <SlipRow label={say(figure.tax)} value={money(figures.taxCents)} />
        {figures.taxByRate.map((band) => (
          <SlipRow
            key={band.rate}
            label={say(m.taxBand, { rate: band.rate, amount: money(band.taxableCents) })}
            value={money(band.taxCents)}
          />
        ))}
        <SlipRow label={say(m.voids)} value={figures.voidsCount} />
        <SlipRow label={say(m.noSales)} value={figures.noSalesCount} />
      </Section>
      <Section title={say(m.tenders)}>
        {figures.tenders.length === 0 && <p>{say(m.none)}</p>}
        {figures.tenders.map((tender) => (
          <SlipRow
            key={tender.method}
            label={say(m.payments, { method: say(paymentMethodMessages[tender.method]), count: tender.count })}
            value={money(tender.netCents)}
          />
        ))}
        {/* All tenders together: left out while a blind count hides the cash. */}
        {figures.drawer && <SlipRow label={say(figure.takings)} value={money(figures.netTakingsCents)} strong />}
      </Section>
      {figures.accountPayments.length > 0 && (
        <Section title={say(m.onAccount)}>
          {figures.accountPayments.map((payment) => (
            <SlipRow
              key={payment.method}
              label={say(m.payments, { method: say(heldMethodMessages[payment.method]), count: payment.count })}
              value={money(payment.amountCents)}
            />
          ))}
        </Section>
      )}
      <HeldMoney title={say(m.layawayDeposits)} taken={figures.layawayDeposits} givenBack={figures.layawayRefunds} />
      <HeldMoney
        title={say(m.specialOrderDeposits)}
        taken={figures.specialOrderDeposits}
        givenBack={figures.specialOrderRefunds}
      />
      <SlipDrawer slip={slip} />
      {slip.parkedSales.length > 0 && (
        <Section title={say(slip.closed ? m.parkedLeftOpen : m.parkedWaiting)}>
          <p>{slip.parkedSales.join(', ')}</p>
        </Section>
      )}
      {slip.grandTotalCents !== null && (
        <Section title={say(m.grandTotal)}>
          <SlipRow label={say(figure.grandTotal)} value={money(slip.grandTotalCents)} strong />
        </Section>
      )}
      {slip.hash && <p className="border-t border-dashed border-black pt-1 break-all">{`SHA-256 ${slip.hash}`}</p>}
    </div>
  );
}
