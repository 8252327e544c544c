import { X } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';

import type { CashSale } from '../hooks/use-change-due';
import { formatMoney } from '@/lib/money';

/** Change due in large type, with what the customer handed over, and a button to put it away. */
export function ChangeDue({ sale, onDismiss }: { sale: CashSale; onDismiss: () => void }) {
  const intl = useIntl();
  const tenderedCents = sale.payments
    .filter((payment) => payment.method === 'cash')
    .reduce((sum, payment) => sum + (payment.tenderedCents ?? payment.amountCents), 0);
  return (
    <section
      aria-labelledby="change-due-title"
      // On a phone the cart sits below the products: the change floats over the foot of the screen instead.
      className="relative rounded-lg border-2 border-success bg-background p-4 text-center max-tablet:fixed max-tablet:inset-x-4 max-tablet:bottom-20 max-tablet:z-40 max-tablet:shadow-lg"
    >
      <h2 id="change-due-title" className="text-sm font-medium text-muted-foreground">
        <FormattedMessage id="payment.changeDue" defaultMessage="Change due" />
      </h2>
      <p className="text-5xl font-bold tabular-nums" data-testid="sale-change-due">
        {formatMoney(sale.changeCents)}
      </p>
      <p className="mt-1 text-sm text-muted-foreground">
        <FormattedMessage
          id="payment.changeDue.tendered"
          defaultMessage="{tendered} tendered · {number}"
          values={{ tendered: formatMoney(tenderedCents), number: sale.number }}
        />
      </p>
      <Button
        variant="ghost"
        size="icon"
        className="absolute top-1 right-1 size-11"
        aria-label={intl.formatMessage({ id: 'payment.changeDue.dismiss', defaultMessage: 'Dismiss change due' })}
        onClick={onDismiss}
      >
        <X />
      </Button>
    </section>
  );
}
