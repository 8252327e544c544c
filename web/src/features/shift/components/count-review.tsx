import { FormattedMessage, useIntl } from 'react-intl';
import type { Shift, ShiftReport } from '@tillwise/core/shift/shift-schemas';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/money';
import { paymentMethodMessages } from '@/lib/i18n/payment-method-messages';
import { describeOverShort } from './shift-messages';

const Line = ({ label, value, className }: { label: string; value: string; className?: string }) => (
  <div className={cn('flex justify-between gap-4 py-1', className)}>
    <dt className="text-muted-foreground">{label}</dt>
    <dd className="font-medium tabular-nums">{value}</dd>
  </div>
);

/** After the count: expected against counted, the difference, the other tenders for the record, parked sales. */
export function CountReview({ shift, report }: { shift: Shift; report: ShiftReport | undefined }) {
  const intl = useIntl();
  const overShort = shift.overShortCents ?? 0;
  const others = report?.figures.tenders.filter((tender) => tender.method !== 'cash') ?? [];
  return (
    <div className="space-y-3">
      <dl
        className="divide-y rounded-md border px-3 text-sm"
        aria-label={intl.formatMessage({ id: 'shift.review.drawerCount', defaultMessage: 'Drawer count' })}
      >
        <Line
          label={intl.formatMessage({ id: 'shift.review.expected', defaultMessage: 'Expected in drawer' })}
          value={formatMoney(shift.expectedCents ?? 0)}
        />
        <Line
          label={intl.formatMessage({ id: 'shift.review.counted', defaultMessage: 'Counted' })}
          value={formatMoney(shift.countedCents ?? 0)}
        />
        {shift.recountedBy && shift.firstCountedCents !== shift.countedCents && (
          <Line
            label={intl.formatMessage(
              { id: 'shift.review.firstCount', defaultMessage: 'First count (re-counted by {name})' },
              { name: shift.recountedBy.name },
            )}
            value={formatMoney(shift.firstCountedCents ?? 0)}
          />
        )}
        <Line
          label={intl.formatMessage({ id: 'shift.review.overShort', defaultMessage: 'Over/short' })}
          value={describeOverShort(intl, overShort)}
          className={cn(overShort < 0 && '[&_dd]:text-destructive', overShort > 0 && '[&_dd]:text-warning-foreground')}
        />
      </dl>
      {others.length > 0 && (
        <div className="text-sm">
          <p className="font-medium">
            <FormattedMessage id="shift.review.forTheRecord" defaultMessage="For the record" />
          </p>
          <ul className="text-muted-foreground">
            {others.map((tender) => (
              <li key={tender.method} className="flex justify-between">
                <span>
                  <FormattedMessage
                    id="shift.review.tender"
                    defaultMessage="{method} ({count})"
                    values={{ method: intl.formatMessage(paymentMethodMessages[tender.method]), count: tender.count }}
                  />
                </span>
                <span className="tabular-nums">{formatMoney(tender.netCents)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {report && report.parkedSales.length > 0 && (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage
            id="shift.review.parked"
            defaultMessage="Parked sales stay open for the next shift: {numbers}."
            values={{ numbers: report.parkedSales.map((sale) => sale.number).join(', ') }}
          />
        </p>
      )}
    </div>
  );
}
