import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage } from 'react-intl';
import type { TradeAccount } from '@tillwise/core/account/account-schemas';

import { dayText } from '../lib/account-statement';
import { AccountAgeing } from './account-ageing';
import { AccountStatementTable } from './account-statement-table';
import { formatMoney } from '@/lib/money';
import { DocumentPageStyle } from '@/components/document-page-style';

interface AccountStatementPrintProps {
  account: TradeAccount;
  onReady: () => void;
}

/** The statement on a full sheet of paper, to post or hand to the customer: the app's print area, page sized. */
export function AccountStatementPrint({ account, onReady }: AccountStatementPrintProps) {
  useEffect(() => {
    const frame = requestAnimationFrame(onReady);
    return () => cancelAnimationFrame(frame);
  }, [onReady]);
  const { statement } = account;

  return createPortal(
    <div className="print-receipt space-y-4 p-2 text-sm text-black" data-testid="print-account-statement">
      <DocumentPageStyle />
      <header className="flex justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">
            <FormattedMessage id="customer.statementPrint.title" defaultMessage="Statement of account" />
          </h1>
          <p className="font-semibold">{account.customerName}</p>
        </div>
        <div className="text-right">
          <p>
            <FormattedMessage
              id="customer.statementPrint.range"
              defaultMessage="{from} to {to}"
              values={{ from: dayText(statement.from), to: dayText(statement.to) }}
            />
          </p>
          <p>
            <FormattedMessage
              id="customer.statementPrint.terms"
              defaultMessage="Terms: {days} days"
              values={{ days: account.termsDays ?? 0 }}
            />
          </p>
          {account.creditLimitCents !== null && (
            <p>
              <FormattedMessage
                id="customer.statementPrint.creditLimit"
                defaultMessage="Credit limit: {amount}"
                values={{ amount: formatMoney(account.creditLimitCents) }}
              />
            </p>
          )}
        </div>
      </header>
      <AccountStatementTable statement={statement} />
      <AccountAgeing ageing={statement.ageing} />
      <p className="text-right text-base font-semibold">
        <FormattedMessage
          id="customer.statementPrint.balanceOwed"
          defaultMessage="Balance owed: {amount}"
          values={{ amount: formatMoney(account.balanceCents) }}
        />
      </p>
    </div>,
    document.body,
  );
}
