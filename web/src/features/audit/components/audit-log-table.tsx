import { format } from 'date-fns';
import { auditActionLabels } from '@tillwise/core/audit/audit-schemas';
import type { AuditEntry } from '@tillwise/core/audit/audit-schemas';
import { EmptyState } from '@/components/empty-state';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

/** Entries newest first: when, who (and who approved), what, on which till. */
export function AuditLogTable({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) {
    return <EmptyState title="Nothing recorded" hint="No action matches these filters." />;
  }
  return (
    <Table aria-label="Audit log">
      <TableHeader>
        <TableRow>
          <TableHead>Time</TableHead>
          <TableHead>Staff</TableHead>
          <TableHead>Action</TableHead>
          <TableHead>Details</TableHead>
          <TableHead>Till</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell className="whitespace-nowrap tabular-nums">
              {format(new Date(entry.occurredAt), 'MMM dd, HH:mm:ss')}
            </TableCell>
            <TableCell>
              {entry.actor.name}
              {entry.approvedBy && (
                <span className="block text-xs text-muted-foreground">Approved by {entry.approvedBy.name}</span>
              )}
            </TableCell>
            <TableCell>
              <Badge variant="secondary">{auditActionLabels[entry.action]}</Badge>
            </TableCell>
            <TableCell className="max-w-md whitespace-normal">{entry.summary}</TableCell>
            <TableCell>{entry.tillName ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
