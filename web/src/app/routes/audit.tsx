import { useSearchParams } from 'react-router';
import { Download } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { auditActions } from '@tillwise/core/audit/audit-schemas';
import type { AuditAction } from '@tillwise/core/audit/audit-schemas';
import { PageHeader } from '@/components/page-header';
import { Pager } from '@/components/pager';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { auditExportUrl, useAuditLog } from '@/features/audit/api/get-audit-log';
import type { AuditFilters } from '@/features/audit/api/get-audit-log';
import { AuditLogFilters } from '@/features/audit/components/audit-log-filters';
import { AuditLogTable } from '@/features/audit/components/audit-log-table';
import { useStaff } from '@/features/staff/api/get-staff';

const pageSize = 50;

/** Filters as address parameters: the staff member is `staff` there. */
function toParams(changes: AuditFilters): Record<string, string | undefined> {
  const { userId, ...rest } = changes;
  return 'userId' in changes ? { ...rest, staff: userId } : rest;
}

/** The audit log: every money, stock, staff and settings change, filtered in the address so it can be shared. */
export function AuditRoute() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const action = params.get('action');
  const filters: AuditFilters = {
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    action: auditActions.includes(action as AuditAction) ? (action as AuditAction) : undefined,
    userId: params.get('staff') ?? undefined,
    q: params.get('q') ?? undefined,
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const log = useAuditLog(filters, page, pageSize);
  const staff = useStaff();

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'audit.title', defaultMessage: 'Audit Log' })}
        description={intl.formatMessage({
          id: 'audit.description',
          defaultMessage: 'Who did what and when: sales, refunds, cash, stock, prices, staff and settings.',
        })}
        actions={
          <Button asChild variant="outline">
            <a href={auditExportUrl(filters)} download>
              <Download /> <FormattedMessage id="audit.export" defaultMessage="Export CSV" />
            </a>
          </Button>
        }
      />
      <AuditLogFilters filters={filters} staff={staff.data ?? []} onChange={(changes) => update(toParams(changes))} />
      {log.isError ? (
        <QueryError error={log.error} onRetry={() => void log.refetch()} />
      ) : !log.data ? (
        <Skeleton className="h-96" />
      ) : (
        <div className="space-y-3">
          <AuditLogTable entries={log.data.items} />
          <Pager
            page={page}
            pageSize={pageSize}
            total={log.data.total}
            noun={[
              intl.formatMessage({ id: 'audit.entry', defaultMessage: 'entry' }),
              intl.formatMessage({ id: 'audit.entries', defaultMessage: 'entries' }),
            ]}
            onPageChange={(next) => update({ page: String(next) })}
          />
        </div>
      )}
    </>
  );
}
