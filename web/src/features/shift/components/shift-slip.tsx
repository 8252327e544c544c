import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { accountPaymentMethodLabels } from '@tillwise/core/account/account-schemas';
import { layawayPaymentMethodLabels } from '@tillwise/core/layaway/layaway-methods';

import { paymentMethodLabels } from '@tillwise/core/payment/tender';
import { describeOverShort } from '@tillwise/core/shift/drawer-maths';
import { figureNames } from '@tillwise/core/report/figure-names';
import { SlipRow } from '@/components/slip-row';
import type { SlipData } from './shift-slip-data';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/money';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <div className="space-y-0.5 border-t border-dashed border-black pt-1">
    <p className="font-bold">{title}</p>
    {children}
  </div>
);
const money = formatMoney;
/** Money taken off, as '-$5.00' (and plain '$0.00' when nothing was). */
const less = (cents: number) => (cents === 0 ? formatMoney(0) : `-${formatMoney(cents)}`);
const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

type HeldRows = SlipData['figures']['layawayDeposits'];
/** Money held for customers (a layaway's, a special order's deposit): taken in, and given back on cancelling. */
const HeldMoney = ({ title, taken, givenBack }: { title: string; taken: HeldRows; givenBack: HeldRows }) =>
  taken.length > 0 || givenBack.length > 0 ? (
    <Section title={title}>
      {taken.map((payment) => (
        <SlipRow
          key={payment.method}
          label={`${layawayPaymentMethodLabels[payment.method]} (${counted(payment.count, 'payment')})`}
          value={money(payment.amountCents)}
        />
      ))}
      {givenBack.map((refund) => (
        <SlipRow
          key={`refund-${refund.method}`}
          label={`Refunded ${layawayPaymentMethodLabels[refund.method].toLowerCase()} (${counted(refund.count, 'cancellation')})`}
          value={less(refund.amountCents)}
        />
      ))}
    </Section>
  ) : null;

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
  useEffect(() => onReady?.(), [onReady]);
  const { figures, close } = slip;
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
      <SlipRow label="Opened" value={slip.opened} />
      {slip.closed && <SlipRow label="Closed" value={slip.closed} />}
      <Section title="SALES">
        <SlipRow
          label={`${figureNames.grossSales} (${counted(figures.salesCount, 'sale')})`}
          value={money(figures.grossSalesCents)}
        />
        <SlipRow label={figureNames.discounts} value={less(figures.discountsCents)} />
        <SlipRow
          label={`${figureNames.refunds} (${counted(figures.refundsCount, 'refund')})`}
          value={less(figures.refundsCents)}
        />
        <SlipRow label={figureNames.netSales} value={money(figures.netSalesCents)} strong />
        <SlipRow label={figureNames.tax} value={money(figures.taxCents)} />
        {figures.taxByRate.map((band) => (
          <SlipRow
            key={band.rate}
            label={`  ${band.rate}% on ${money(band.taxableCents)}`}
            value={money(band.taxCents)}
          />
        ))}
        <SlipRow label="Voids" value={figures.voidsCount} />
        <SlipRow label="No Sales" value={figures.noSalesCount} />
      </Section>
      <Section title="TENDERS, WITH TAX, LESS REFUNDS">
        {figures.tenders.length === 0 && <p>None</p>}
        {figures.tenders.map((tender) => (
          <SlipRow
            key={tender.method}
            label={`${paymentMethodLabels[tender.method]} (${counted(tender.count, 'payment')})`}
            value={money(tender.netCents)}
          />
        ))}
        {/* All tenders together: left out while a blind count hides the cash. */}
        {figures.drawer && <SlipRow label={figureNames.takings} value={money(figures.netTakingsCents)} strong />}
      </Section>
      {figures.accountPayments.length > 0 && (
        <Section title="PAYMENTS ON ACCOUNT">
          {figures.accountPayments.map((payment) => (
            <SlipRow
              key={payment.method}
              label={`${accountPaymentMethodLabels[payment.method]} (${counted(payment.count, 'payment')})`}
              value={money(payment.amountCents)}
            />
          ))}
        </Section>
      )}
      <HeldMoney title="LAYAWAY DEPOSITS" taken={figures.layawayDeposits} givenBack={figures.layawayRefunds} />
      <HeldMoney
        title="SPECIAL-ORDER DEPOSITS"
        taken={figures.specialOrderDeposits}
        givenBack={figures.specialOrderRefunds}
      />
      <Section title="CASH DRAWER">
        {figures.drawer ? (
          <>
            <SlipRow label="Opening float" value={money(figures.drawer.openingFloatCents)} />
            <SlipRow label={figureNames.cashTaken} value={money(figures.drawer.cashSalesCents)} />
            <SlipRow label={figureNames.cashGivenBack} value={less(figures.drawer.cashRefundsCents)} />
            <SlipRow label="Pay ins" value={money(figures.drawer.payInsCents)} />
            <SlipRow label="Pay outs" value={less(figures.drawer.payOutsCents)} />
            <SlipRow label="Cash drops" value={less(figures.drawer.dropsCents)} />
            {figures.drawer.accountPaymentsCents > 0 && (
              <SlipRow label="Cash paid on account" value={money(figures.drawer.accountPaymentsCents)} />
            )}
            {figures.drawer.layawayCashCents !== 0 && (
              <SlipRow label="Layaway cash" value={money(figures.drawer.layawayCashCents)} />
            )}
            {figures.drawer.specialOrderCashCents !== 0 && (
              <SlipRow label="Special-order cash" value={money(figures.drawer.specialOrderCashCents)} />
            )}
            <SlipRow label="Expected in drawer" value={money(figures.drawer.expectedCents)} strong />
          </>
        ) : (
          <p>Hidden until the drawer is counted (blind count).</p>
        )}
        {close && (
          <>
            <SlipRow label="Counted" value={money(close.countedCents)} strong />
            <SlipRow label="Over/short" value={describeOverShort(close.overShortCents)} strong />
            {close.reason && <p>Reason: {close.reason}</p>}
            {close.recountedBy && <SlipRow label="Re-counted by" value={close.recountedBy} />}
            <SlipRow label="Float left" value={money(close.floatLeftCents)} />
            <SlipRow label="Deposit" value={money(close.depositCents)} />
            {slip.approval && <p>{slip.approval}</p>}
          </>
        )}
      </Section>
      {slip.parkedSales.length > 0 && (
        <Section title={slip.closed ? 'PARKED SALES LEFT OPEN' : 'PARKED SALES WAITING'}>
          <p>{slip.parkedSales.join(', ')}</p>
        </Section>
      )}
      {slip.grandTotalCents !== null && (
        <Section title="GRAND TOTAL">
          <SlipRow label={figureNames.grandTotal} value={money(slip.grandTotalCents)} strong />
        </Section>
      )}
      {slip.hash && <p className="border-t border-dashed border-black pt-1 break-all">SHA-256 {slip.hash}</p>}
    </div>
  );
}
