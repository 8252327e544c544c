import { FormattedMessage, useIntl } from 'react-intl';
import type { AuditEntry } from '@tillwise/core/audit/audit-schemas';
import { EmptyState } from '@/components/empty-state';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { auditActionMessages } from '../audit-action-messages';

/** Entries newest first: when, who (and who approved), what, on which till. */
export function AuditLogTable({ entries }: { entries: AuditEntry[] }) {
  const intl = useIntl();
  if (entries.length === 0) {
    return (
      <EmptyState
        title={<FormattedMessage id="audit.empty" defaultMessage="Nothing recorded" />}
        hint={<FormattedMessage id="audit.empty.hint" defaultMessage="No action matches these filters." />}
      />
    );
  }
  return (
    <Table aria-label={intl.formatMessage({ id: 'audit.card.title', defaultMessage: 'Audit log' })}>
      <TableHeader>
        <TableRow>
          <TableHead>
            <FormattedMessage id="audit.time" defaultMessage="Time" />
          </TableHead>
          <TableHead>
            <FormattedMessage id="audit.staff" defaultMessage="Staff" />
          </TableHead>
          <TableHead>
            <FormattedMessage id="audit.action" defaultMessage="Action" />
          </TableHead>
          <TableHead>
            <FormattedMessage id="audit.details" defaultMessage="Details" />
          </TableHead>
          <TableHead>
            <FormattedMessage id="audit.till" defaultMessage="Till" />
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell className="whitespace-nowrap tabular-nums">
              {intl.formatDate(new Date(entry.occurredAt), {
                month: 'short',
                day: '2-digit',
                hour: '2-digit',
                minute: '2-digit',
                second: '2-digit',
                hourCycle: 'h23',
              })}
            </TableCell>
            <TableCell>
              {entry.actor.name}
              {entry.approvedBy && (
                <span className="block text-xs text-muted-foreground">
                  <FormattedMessage
                    id="audit.approvedBy"
                    defaultMessage="Approved by {name}"
                    values={{ name: entry.approvedBy.name }}
                  />
                </span>
              )}
            </TableCell>
            <TableCell>
              <Badge variant="secondary">{intl.formatMessage(auditActionMessages[entry.action])}</Badge>
            </TableCell>
            <TableCell className="max-w-md whitespace-normal">{entry.summary}</TableCell>
            <TableCell>{entry.tillName ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
