import type { TradeAccount } from '@tillwise/core/account/account-schemas';
import { ageingBuckets, ageingLabels } from '@tillwise/core/account/trade-account';
import { formatMoney } from '@/lib/money';

/** What the customer owes by how long ago it was sold: current, then 30, 60 and 90 days and over. */
export function AccountAgeing({ ageing }: { ageing: TradeAccount['statement']['ageing'] }) {
  return (
    <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4" aria-label="Ageing">
      {ageingBuckets.map((bucket) => (
        <div key={bucket} className="rounded-md border px-2 py-1.5">
          <dt className="text-xs text-muted-foreground print:text-black">{ageingLabels[bucket]}</dt>
          <dd className="font-semibold tabular-nums">{formatMoney(ageing[bucket])}</dd>
        </div>
      ))}
    </dl>
  );
}
