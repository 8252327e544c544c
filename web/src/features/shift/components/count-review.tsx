import { paymentMethodLabels } from '@tillwise/core/payment/tender';
import { describeOverShort } from '@tillwise/core/shift/drawer-maths';
import type { Shift, ShiftReport } from '@tillwise/core/shift/shift-schemas';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/money';

const Line = ({ label, value, className }: { label: string; value: string; className?: string }) => (
  <div className={cn('flex justify-between gap-4 py-1', className)}>
    <dt className="text-muted-foreground">{label}</dt>
    <dd className="font-medium tabular-nums">{value}</dd>
  </div>
);

/** After the count: expected against counted, the difference, the other tenders for the record, parked sales. */
export function CountReview({ shift, report }: { shift: Shift; report: ShiftReport | undefined }) {
  const overShort = shift.overShortCents ?? 0;
  const others = report?.figures.tenders.filter((tender) => tender.method !== 'cash') ?? [];
  return (
    <div className="space-y-3">
      <dl className="divide-y rounded-md border px-3 text-sm" aria-label="Drawer count">
        <Line label="Expected in drawer" value={formatMoney(shift.expectedCents ?? 0)} />
        <Line label="Counted" value={formatMoney(shift.countedCents ?? 0)} />
        {shift.recountedBy && shift.firstCountedCents !== shift.countedCents && (
          <Line
            label={`First count (re-counted by ${shift.recountedBy.name})`}
            value={formatMoney(shift.firstCountedCents ?? 0)}
          />
        )}
        <Line
          label="Over/short"
          value={describeOverShort(overShort)}
          className={cn(overShort < 0 && '[&_dd]:text-destructive', overShort > 0 && '[&_dd]:text-warning-foreground')}
        />
      </dl>
      {others.length > 0 && (
        <div className="text-sm">
          <p className="font-medium">For the record</p>
          <ul className="text-muted-foreground">
            {others.map((tender) => (
              <li key={tender.method} className="flex justify-between">
                <span>
                  {paymentMethodLabels[tender.method]} ({tender.count})
                </span>
                <span className="tabular-nums">{formatMoney(tender.netCents)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {report && report.parkedSales.length > 0 && (
        <p className="text-sm text-muted-foreground">
          Parked sales stay open for the next shift: {report.parkedSales.map((sale) => sale.number).join(', ')}.
        </p>
      )}
    </div>
  );
}
