import { useState } from 'react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { CustomerDetails } from '@tillwise/core/customer/customer-schemas';
import { Button } from '@/components/ui/button';
import { AccountPaymentForm } from './account-payment-form';
import { AccountStatement } from './account-statement';
import { TradeAccountForm } from './trade-account-form';
import { formatMoney } from '@/lib/money';

interface TradeAccountSectionProps {
  customer: Pick<CustomerDetails, 'id' | 'account'>;
  /** A manager opens an account and sets its limit and terms. */
  canManage: boolean;
  /** This browser's till, whose drawer takes a cash payment; null when it is not a till. */
  tillId: string | null;
}

const Figure = ({ label, cents }: { label: ReactNode; cents: number }) => (
  <div>
    <dt className="text-xs text-muted-foreground">{label}</dt>
    <dd className="font-semibold tabular-nums">{formatMoney(cents)}</dd>
  </div>
);

/**
 * A customer's trade account: what they owe, their limit and terms, payments towards it, and the statement. Without
 * an account only a manager sees the section, to open one.
 */
export function TradeAccountSection({ customer, canManage, tillId }: TradeAccountSectionProps) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const [paying, setPaying] = useState(false);
  const account = customer.account;
  if (!account && !canManage) return null;
  return (
    <section
      className="space-y-3"
      aria-label={intl.formatMessage({ id: 'customer.account.title', defaultMessage: 'Trade account' })}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">
          <FormattedMessage id="customer.account.title" defaultMessage="Trade account" />
        </h3>
        <div className="flex gap-2">
          {canManage && !editing && (
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              {account ? (
                <FormattedMessage id="customer.account.edit" defaultMessage="Edit account" />
              ) : (
                <FormattedMessage id="customer.account.open" defaultMessage="Open trade account" />
              )}
            </Button>
          )}
          {account && !paying && (
            <Button variant="outline" size="sm" onClick={() => setPaying(true)}>
              <FormattedMessage id="customer.account.recordPayment" defaultMessage="Record payment" />
            </Button>
          )}
        </div>
      </div>
      {editing && <TradeAccountForm customerId={customer.id} current={account} onDone={() => setEditing(false)} />}
      {account && (
        <>
          <div className="space-y-1 rounded-md bg-muted px-3 py-2 text-sm">
            <dl className="grid grid-cols-3 gap-2">
              <Figure
                label={<FormattedMessage id="customer.account.balanceOwed" defaultMessage="Balance owed" />}
                cents={account.balanceCents}
              />
              <Figure
                label={<FormattedMessage id="customer.account.creditLimit" defaultMessage="Credit limit" />}
                cents={account.creditLimitCents}
              />
              <Figure
                label={<FormattedMessage id="customer.account.available" defaultMessage="Available" />}
                cents={account.availableCents}
              />
            </dl>
            <p className="text-muted-foreground">
              <FormattedMessage
                id="customer.account.terms"
                defaultMessage="Terms: {days, plural, one {# day} other {# days}}"
                values={{ days: account.termsDays }}
              />
            </p>
          </div>
          {paying && <AccountPaymentForm customerId={customer.id} tillId={tillId} onDone={() => setPaying(false)} />}
          <AccountStatement customerId={customer.id} />
        </>
      )}
    </section>
  );
}
