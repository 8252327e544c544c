import { FormattedMessage, useIntl } from 'react-intl';
import type { GiftCardEntry } from '@tillwise/core/gift-card/gift-card-schemas';
import { slipDateTime } from '@/lib/format-date';
import { formatMoney } from '@/lib/money';
import { giftCardKindMessages } from '../lib/gift-card-messages';

const signed = (cents: number) => (cents < 0 ? `−${formatMoney(-cents)}` : `+${formatMoney(cents)}`);

/** A card's latest movements: what, when, which sale or refund, where, the amount and the balance after. */
export function GiftCardHistory({ entries, limit = 5 }: { entries: GiftCardEntry[]; limit?: number }) {
  const intl = useIntl();
  if (entries.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <FormattedMessage id="giftCard.history.none" defaultMessage="No movements yet" />
      </p>
    );
  return (
    <ul
      className="divide-y rounded-md border"
      aria-label={intl.formatMessage({ id: 'giftCard.history.label', defaultMessage: 'Gift card history' })}
    >
      {entries.slice(0, limit).map((entry) => (
        <li key={entry.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
          <span className="min-w-0">
            <span className="block font-medium">
              <FormattedMessage {...giftCardKindMessages[entry.kind]} />
              {(entry.orderNumber ?? entry.refundNumber) && (
                <span className="ml-1 font-mono text-xs text-muted-foreground">
                  {entry.orderNumber ?? entry.refundNumber}
                </span>
              )}
            </span>
            <span className="block truncate text-xs text-muted-foreground">
              {slipDateTime(new Date(entry.at))} · {entry.storeName} · {entry.staffName}
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
