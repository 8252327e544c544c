import { format } from 'date-fns';

import { giftCardLedgerKindLabels } from '@tillwise/core/gift-card/gift-card-schemas';
import type { GiftCardEntry } from '@tillwise/core/gift-card/gift-card-schemas';
import { formatMoney } from '@/lib/money';

const signed = (cents: number) => (cents < 0 ? `−${formatMoney(-cents)}` : `+${formatMoney(cents)}`);

/** A card's latest movements: what, when, which sale or refund, where, the amount and the balance after. */
export function GiftCardHistory({ entries, limit = 5 }: { entries: GiftCardEntry[]; limit?: number }) {
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">No movements yet</p>;
  return (
    <ul className="divide-y rounded-md border" aria-label="Gift card history">
      {entries.slice(0, limit).map((entry) => (
        <li key={entry.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
          <span className="min-w-0">
            <span className="block font-medium">
              {giftCardLedgerKindLabels[entry.kind]}
              {(entry.orderNumber ?? entry.refundNumber) && (
                <span className="ml-1 font-mono text-xs text-muted-foreground">
                  {entry.orderNumber ?? entry.refundNumber}
                </span>
              )}
            </span>
            <span className="block truncate text-xs text-muted-foreground">
              {format(new Date(entry.at), 'MMM dd, y HH:mm')} · {entry.storeName} · {entry.staffName}
            </span>
          </span>
          <span className="text-right tabular-nums">
            <span className="block">{signed(entry.amountCents)}</span>
            <span className="block text-xs text-muted-foreground">{formatMoney(entry.balanceAfterCents)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
