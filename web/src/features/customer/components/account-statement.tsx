import { useState } from 'react';
import { FileDown, Printer } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import type { TradeAccount } from '@tillwise/core/account/account-schemas';
import { usePrintJob } from '@/hooks/use-print-job';
import { downloadCsv } from '@/lib/download-csv';
import { moneyFormat } from '@/lib/money';
import type { StatementRange } from '../api/customer-keys';
import { useTradeAccount } from '../api/get-trade-account';
import { statementCsvTable, statementFileName } from '../lib/account-statement';
import { AccountAgeing } from './account-ageing';
import { AccountStatementPrint } from './account-statement-print';
import { AccountStatementTable } from './account-statement-table';

/** A trade account's ageing and its statement for the days chosen (the server's 30 days to today at first). */
export function AccountStatement({ customerId }: { customerId: string }) {
  const [range, setRange] = useState<StatementRange>({});
  const account = useTradeAccount(customerId, range);
  const printJob = usePrintJob<TradeAccount>();
  const data = account.data;
  // While another range loads, the statement shown is the last one: not the one to print or download.
  const ready = data && !account.isPlaceholderData ? data : null;
  const from = range.from ?? data?.statement.from ?? '';
  const to = range.to ?? data?.statement.to ?? '';
  // An emptied date goes back to the server's default for that end.
  const choose = (next: StatementRange) => setRange({ from: next.from || undefined, to: next.to || undefined });

  return (
    <div className="space-y-3">
      {data ? <AccountAgeing ageing={data.statement.ageing} /> : <Skeleton className="h-14" />}
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid grid-cols-1 gap-2 max-sm:w-full min-[420px]:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor="statement-from">
              <FormattedMessage id="customer.statement.from" defaultMessage="From" />
            </Label>
            <Input
              id="statement-from"
              type="date"
              className="sm:w-40"
              value={from}
              max={to || undefined}
              onChange={(event) => choose({ from: event.target.value, to })}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="statement-to">
              <FormattedMessage id="customer.statement.to" defaultMessage="To" />
            </Label>
            <Input
              id="statement-to"
              type="date"
              className="sm:w-40"
              value={to}
              min={from || undefined}
              onChange={(event) => choose({ from, to: event.target.value })}
            />
          </div>
        </div>
        <div className="ml-auto flex flex-wrap gap-2">
          <Button variant="outline" size="sm" disabled={!ready} onClick={() => ready && printJob.print(ready)}>
            <Printer /> <FormattedMessage id="customer.statement.print" defaultMessage="Print statement" />
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!ready}
            onClick={() =>
              ready && void downloadCsv(statementFileName(ready), statementCsvTable(ready, moneyFormat().currency))
            }
          >
            <FileDown /> <FormattedMessage id="customer.statement.downloadCsv" defaultMessage="Download CSV" />
          </Button>
        </div>
      </div>
      {account.isError && <QueryError error={account.error} onRetry={() => void account.refetch()} />}
      {account.isPending && <Skeleton className="h-32" />}
      {data && <AccountStatementTable statement={data.statement} />}
      {printJob.item && <AccountStatementPrint account={printJob.item} onReady={printJob.onReady} />}
    </div>
  );
}
