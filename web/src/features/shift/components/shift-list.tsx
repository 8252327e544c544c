import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { isSecondPerson } from '@tillwise/core/shift/close-approval';
import type { Shift } from '@tillwise/core/shift/shift-schemas';
import { EmptyState } from '@/components/empty-state';
import { Pager } from '@/components/pager';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useApproveShift } from '../api/approve-shift';
import { useShifts } from '../api/get-shifts';
import { ShiftStatusBadge } from './shift-status-badge';
import { formatMoney } from '@/lib/money';
import { slipDateTime } from '@/lib/format-date';
import { describeCloseApproval, describeOverShort } from './shift-messages';

const pageSize = 20;
const cents = (value: number | null) => (value === null ? '—' : formatMoney(value));
const approvedBySecondPerson = (shift: Shift, approverId: string) =>
  isSecondPerson(
    {
      countedById: shift.countedBy?.id ?? null,
      recountedById: shift.recountedBy?.id ?? null,
      closedById: shift.closedBy?.id ?? null,
    },
    approverId,
  );

interface ShiftListProps {
  tillId?: string;
  needsReview?: boolean;
  /** Managers approve closes beyond the threshold (a second person: not who counted or closed, unless an admin). */
  canApprove: boolean;
  onOpenZReport: (zReportId: string) => void;
}

/** Drawer sessions, newest first: who opened them, the count, the over/short and the Z report. */
export function ShiftList({ tillId, needsReview, canApprove, onOpenZReport }: ShiftListProps) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const shifts = useShifts({ tillId, needsReview, page, pageSize });
  const approve = useApproveShift();
  if (shifts.isError) return <QueryError error={shifts.error} onRetry={() => void shifts.refetch()} />;
  if (!shifts.data) return <Skeleton className="h-64" />;
  if (shifts.data.items.length === 0)
    return (
      <EmptyState title={intl.formatMessage({ id: 'shift.list.none', defaultMessage: 'No shifts found' })} hint="" />
    );
  return (
    <div className="space-y-3">
      <Table
        aria-label={
          needsReview
            ? intl.formatMessage({ id: 'shift.list.waitingReview', defaultMessage: 'Shifts waiting for review' })
            : intl.formatMessage({ id: 'shift.history', defaultMessage: 'Shifts' })
        }
      >
        <TableHeader>
          <TableRow>
            <TableHead>
              <FormattedMessage id="shift.column.till" defaultMessage="Till" />
            </TableHead>
            <TableHead>
              <FormattedMessage id="shift.column.opened" defaultMessage="Opened" />
            </TableHead>
            <TableHead>
              <FormattedMessage id="shift.column.status" defaultMessage="Status" />
            </TableHead>
            <TableHead className="text-right">
              <FormattedMessage id="shift.column.expected" defaultMessage="Expected" />
            </TableHead>
            <TableHead className="text-right">
              <FormattedMessage id="shift.column.counted" defaultMessage="Counted" />
            </TableHead>
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
          {shifts.data.items.map((shift: Shift) => (
            <TableRow key={shift.id}>
              <TableCell className="font-medium">{shift.till.name}</TableCell>
              <TableCell>
                {slipDateTime(new Date(shift.openedAt))}
                <span className="block text-xs text-muted-foreground">{shift.openedBy.name}</span>
              </TableCell>
              <TableCell>
                <ShiftStatusBadge shift={shift} />
              </TableCell>
              <TableCell className="text-right tabular-nums">{cents(shift.expectedCents)}</TableCell>
              <TableCell className="text-right tabular-nums">{cents(shift.countedCents)}</TableCell>
              <TableCell className="max-w-64 whitespace-normal">
                {shift.overShortCents === null ? '—' : describeOverShort(intl, shift.overShortCents)}
                {shift.reason && <span className="block text-xs text-muted-foreground">{shift.reason}</span>}
                {shift.approvedBy && (
                  <span className="block text-xs text-muted-foreground">
                    {describeCloseApproval(
                      intl,
                      shift.approvedBy.name,
                      approvedBySecondPerson(shift, shift.approvedBy.id),
                    )}
                  </span>
                )}
              </TableCell>
              <TableCell className="space-x-1 text-right">
                {canApprove && shift.needsReview && (
                  <Button size="sm" disabled={approve.isPending} onClick={() => approve.mutate(shift.id)}>
                    <FormattedMessage id="shift.list.approve" defaultMessage="Approve" />
                  </Button>
                )}
                {shift.zReport && (
                  <Button size="sm" variant="outline" onClick={() => onOpenZReport(shift.zReport?.id ?? '')}>
                    {shift.zReport.number}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {approve.error && <p className="text-sm text-destructive">{approve.error.message}</p>}
      <Pager
        page={page}
        pageSize={pageSize}
        total={shifts.data.total}
        noun={[
          intl.formatMessage({ id: 'shift.list.nounOne', defaultMessage: 'shift' }),
          intl.formatMessage({ id: 'shift.list.nounOther', defaultMessage: 'shifts' }),
        ]}
        onPageChange={setPage}
      />
    </div>
  );
}
