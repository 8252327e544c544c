import type { TradeAccount } from '@tillwise/core/account/account-schemas';
import { FormattedMessage, useIntl } from 'react-intl';
import { ageingBuckets } from '@tillwise/core/account/trade-account';
import { formatMoney } from '@/lib/money';
import { ageingMessages } from '../lib/account-messages';

/** What the customer owes by how long ago it was sold: current, then 30, 60 and 90 days and over. */
export function AccountAgeing({ ageing }: { ageing: TradeAccount['statement']['ageing'] }) {
  const intl = useIntl();
  return (
    <dl
      className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4"
      aria-label={intl.formatMessage({ id: 'customer.ageing.label', defaultMessage: 'Ageing' })}
    >
      {ageingBuckets.map((bucket) => (
        <div key={bucket} className="rounded-md border px-2 py-1.5">
          <dt className="text-xs text-muted-foreground print:text-black">
            <FormattedMessage {...ageingMessages[bucket]} />
          </dt>
          <dd className="font-semibold tabular-nums">{formatMoney(ageing[bucket])}</dd>
        </div>
      ))}
    </dl>
  );
}
