import { useState } from 'react';

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

const Figure = ({ label, cents }: { label: string; cents: number }) => (
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
  const [editing, setEditing] = useState(false);
  const [paying, setPaying] = useState(false);
  const account = customer.account;
  if (!account && !canManage) return null;
  return (
    <section className="space-y-3" aria-label="Trade account">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">Trade account</h3>
        <div className="flex gap-2">
          {canManage && !editing && (
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              {account ? 'Edit account' : 'Open trade account'}
            </Button>
          )}
          {account && !paying && (
            <Button variant="outline" size="sm" onClick={() => setPaying(true)}>
              Record payment
            </Button>
          )}
        </div>
      </div>
      {editing && <TradeAccountForm customerId={customer.id} current={account} onDone={() => setEditing(false)} />}
      {account && (
        <>
          <div className="space-y-1 rounded-md bg-muted px-3 py-2 text-sm">
            <dl className="grid grid-cols-3 gap-2">
              <Figure label="Balance owed" cents={account.balanceCents} />
              <Figure label="Credit limit" cents={account.creditLimitCents} />
              <Figure label="Available" cents={account.availableCents} />
            </dl>
            <p className="text-muted-foreground">
              Terms: {account.termsDays} {account.termsDays === 1 ? 'day' : 'days'}
            </p>
          </div>
          {paying && <AccountPaymentForm customerId={customer.id} tillId={tillId} onDone={() => setPaying(false)} />}
          <AccountStatement customerId={customer.id} />
        </>
      )}
    </section>
  );
}
