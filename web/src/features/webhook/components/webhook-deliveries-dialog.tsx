import type { Webhook, WebhookDelivery } from '@tillwise/core/webhook/webhook-schemas';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { dayAndTime } from '@/lib/format-date';
import { useResendDelivery, useWebhookDeliveries } from '../api/webhooks';

const statusBadge: Record<
  WebhookDelivery['status'],
  { label: string; variant: 'success' | 'outline' | 'destructive' }
> = {
  delivered: { label: 'Delivered', variant: 'success' },
  pending: { label: 'Waiting', variant: 'outline' },
  failed: { label: 'Gave up', variant: 'destructive' },
};

/** What a delivery's last attempt said: the receiver's status, or why it could not be reached. */
function lastAnswer(delivery: WebhookDelivery): string {
  if (delivery.attempts.length === 0) return 'Not tried yet';
  const tries = `${delivery.attempts.length} attempt${delivery.attempts.length === 1 ? '' : 's'}`;
  const said = delivery.lastStatus ? `HTTP ${delivery.lastStatus}` : (delivery.lastError ?? '');
  const next = delivery.nextAttemptAt ? ` · next ${dayAndTime(new Date(delivery.nextAttemptAt))}` : '';
  return `${tries} · ${said}${next}`;
}

/** A webhook's latest deliveries, each with its attempts, and Resend for any of them. */
export function WebhookDeliveriesDialog({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const deliveries = useWebhookDeliveries(webhook.id);
  const resend = useResendDelivery();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100svh-2rem)] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Deliveries</DialogTitle>
          <DialogDescription className="break-all">{webhook.url}</DialogDescription>
        </DialogHeader>
        {deliveries.isError ? (
          <QueryError error={deliveries.error} onRetry={() => void deliveries.refetch()} />
        ) : !deliveries.data ? (
          <Skeleton className="h-40" />
        ) : deliveries.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing sent yet.</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Event</TableHead>
                <TableHead className="hidden sm:table-cell">When</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="sr-only">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {deliveries.data.map((delivery) => (
                <TableRow key={delivery.seq}>
                  <TableCell className="whitespace-normal">
                    <div className="font-medium">{delivery.event}</div>
                    <div className="text-xs text-muted-foreground">{lastAnswer(delivery)}</div>
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">{dayAndTime(new Date(delivery.createdAt))}</TableCell>
                  <TableCell>
                    <Badge variant={statusBadge[delivery.status].variant}>{statusBadge[delivery.status].label}</Badge>
                  </TableCell>
                  <TableCell className="text-right">
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={resend.isPending}
                      onClick={() => resend.mutate(delivery.seq, { onSuccess: () => void deliveries.refetch() })}
                    >
                      Resend
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
    </Dialog>
  );
}
