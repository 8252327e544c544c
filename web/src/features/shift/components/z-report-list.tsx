import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { Download } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { toast } from '@/lib/toast';

import type { ZReport } from '@tillwise/core/shift/shift-schemas';
import { zReportCsv } from '@tillwise/core/shift/z-report-csv';
import { EmptyState } from '@/components/empty-state';
import { Pager } from '@/components/pager';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { downloadCsv } from '@/lib/download-csv';
import { getZReportsQueryOptions, useZReports } from '../api/get-z-reports';
import { formatMoney, moneyFormat } from '@/lib/money';
import { describeOverShort, figureMessages } from './shift-messages';

const pageSize = 20;
// 'MMM dd, HH:mm' in US English as it always read; any other language as Intl writes it.
const closedAt = (intl: IntlShape, date: Date) =>
  intl.locale === 'en-US'
    ? format(date, 'MMM dd, HH:mm')
    : intl.formatDate(date, { month: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** Every Z report matching the filter, page by page, as one CSV. */
async function exportZReports(queryClient: ReturnType<typeof useQueryClient>, tillId: string | undefined) {
  const reports: ZReport[] = [];
  for (let page = 1; ; page += 1) {
    const result = await queryClient.fetchQuery(getZReportsQueryOptions({ tillId, page, pageSize: 100 }));
    reports.push(...result.items);
    if (reports.length >= result.total || result.items.length === 0) break;
  }
  await downloadCsv(
    'z-reports.csv',
    zReportCsv(
      reports.map((z) => z.body),
      moneyFormat().currency,
    ),
  );
}

/** The Z report history: number, till, day, who closed it, net sales and over/short; view, reprint, export. */
export function ZReportList({ tillId, onOpen }: { tillId?: string; onOpen: (id: string) => void }) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const reports = useZReports({ tillId, page, pageSize });
  const queryClient = useQueryClient();
  if (reports.isError) return <QueryError error={reports.error} onRetry={() => void reports.refetch()} />;
  if (!reports.data) return <Skeleton className="h-64" />;
  return (
    <div className="space-y-3">
      <div className="flex justify-end">
        <Button
          variant="outline"
          disabled={reports.data.total === 0}
          onClick={() =>
            exportZReports(queryClient, tillId).catch(() =>
              toast.error(
                intl.formatMessage({
                  id: 'shift.zReports.exportFailed',
                  defaultMessage: 'The Z reports could not be exported',
                }),
              ),
            )
          }
        >
          <Download /> <FormattedMessage id="shift.zReports.export" defaultMessage="Export CSV" />
        </Button>
      </div>
      {reports.data.items.length === 0 ? (
        <EmptyState
          title={intl.formatMessage({ id: 'shift.zReports.none', defaultMessage: 'No Z reports yet' })}
          hint={intl.formatMessage({
            id: 'shift.zReports.noneHint',
            defaultMessage: 'A Z report is written when a shift closes.',
          })}
        />
      ) : (
        <Table aria-label={intl.formatMessage({ id: 'shift.zReports', defaultMessage: 'Z reports' })}>
          <TableHeader>
            <TableRow>
              <TableHead>
                <FormattedMessage id="shift.zReport" defaultMessage="Z report" />
              </TableHead>
              <TableHead>
                <FormattedMessage id="shift.column.till" defaultMessage="Till" />
              </TableHead>
              <TableHead>
                <FormattedMessage id="shift.column.businessDay" defaultMessage="Business day" />
              </TableHead>
              <TableHead>
                <FormattedMessage id="shift.column.closed" defaultMessage="Closed" />
              </TableHead>
              <TableHead className="text-right">{intl.formatMessage(figureMessages.netSales)}</TableHead>
              <TableHead>
                <FormattedMessage id="shift.column.overShort" defaultMessage="Over/short" />
              </TableHead>
              <TableHead>
                <span className="sr-only">
                  <FormattedMessage id="shift.column.actions" defaultMessage="Actions" />
                </span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {reports.data.items.map((z) => (
              <TableRow key={z.id}>
                <TableCell className="font-medium">{z.number}</TableCell>
                <TableCell>{z.body.till.name}</TableCell>
                <TableCell>{z.body.businessDate}</TableCell>
                <TableCell>
                  {closedAt(intl, new Date(z.body.closedAt))}
                  <span className="block text-xs text-muted-foreground">{z.body.closedBy}</span>
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatMoney(z.body.figures.netSalesCents)}</TableCell>
                <TableCell>{describeOverShort(intl, z.body.close.overShortCents)}</TableCell>
                <TableCell className="text-right">
                  <Button size="sm" variant="outline" onClick={() => onOpen(z.id)}>
                    <FormattedMessage id="shift.zReports.view" defaultMessage="View" />
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pager
        page={page}
        pageSize={pageSize}
        total={reports.data.total}
        noun={[
          intl.formatMessage({ id: 'shift.zReports.nounOne', defaultMessage: 'Z report' }),
          intl.formatMessage({ id: 'shift.zReports.nounOther', defaultMessage: 'Z reports' }),
        ]}
        onPageChange={setPage}
      />
    </div>
  );
}
