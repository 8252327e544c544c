import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { Webhook, WebhookDelivery } from '@tillwise/core/webhook/webhook-schemas';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { dayAndTime } from '@/lib/format-date';
import { useResendDelivery, useWebhookDeliveries } from '../api/webhooks';

const statusLabels = defineMessages({
  delivered: { id: 'webhook.delivery.delivered', defaultMessage: 'Delivered' },
  pending: { id: 'webhook.delivery.pending', defaultMessage: 'Waiting' },
  failed: { id: 'webhook.delivery.failed', defaultMessage: 'Gave up' },
});
const statusBadge: Record<
  WebhookDelivery['status'],
  { label: MessageDescriptor; variant: 'success' | 'outline' | 'destructive' }
> = {
  delivered: { label: statusLabels.delivered, variant: 'success' },
  pending: { label: statusLabels.pending, variant: 'outline' },
  failed: { label: statusLabels.failed, variant: 'destructive' },
};

/** What a delivery's last attempt said: the receiver's status, or why it could not be reached. */
function lastAnswer(delivery: WebhookDelivery, intl: IntlShape): string {
  if (delivery.attempts.length === 0)
    return intl.formatMessage({ id: 'webhook.delivery.notTried', defaultMessage: 'Not tried yet' });
  const values = {
    count: delivery.attempts.length,
    said: delivery.lastStatus ? `HTTP ${delivery.lastStatus}` : (delivery.lastError ?? ''),
  };
  return delivery.nextAttemptAt
    ? intl.formatMessage(
        {
          id: 'webhook.delivery.attemptsNext',
          defaultMessage: '{count, plural, one {# attempt} other {# attempts}} · {said} · next {when}',
        },
        { ...values, when: dayAndTime(new Date(delivery.nextAttemptAt)) },
      )
    : intl.formatMessage(
        {
          id: 'webhook.delivery.attempts',
          defaultMessage: '{count, plural, one {# attempt} other {# attempts}} · {said}',
        },
        values,
      );
}

/** A webhook's latest deliveries, each with its attempts, and Resend for any of them. */
export function WebhookDeliveriesDialog({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const intl = useIntl();
  const deliveries = useWebhookDeliveries(webhook.id);
  const resend = useResendDelivery();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100svh-2rem)] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="webhook.deliveries" defaultMessage="Deliveries" />
          </DialogTitle>
          <DialogDescription className="break-all">{webhook.url}</DialogDescription>
        </DialogHeader>
        {deliveries.isError ? (
          <QueryError error={deliveries.error} onRetry={() => void deliveries.refetch()} />
        ) : !deliveries.data ? (
          <Skeleton className="h-40" />
        ) : deliveries.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage id="webhook.deliveries.none" defaultMessage="Nothing sent yet." />
          </p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>
                  <FormattedMessage id="webhook.event" defaultMessage="Event" />
                </TableHead>
                <TableHead className="hidden sm:table-cell">
                  <FormattedMessage id="webhook.when" defaultMessage="When" />
                </TableHead>
                <TableHead>
                  <FormattedMessage id="webhook.status" defaultMessage="Status" />
                </TableHead>
                <TableHead className="sr-only">
                  <FormattedMessage id="webhook.actions" defaultMessage="Actions" />
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {deliveries.data.map((delivery) => (
                <TableRow key={delivery.seq}>
                  <TableCell className="whitespace-normal">
                    <div className="font-medium">{delivery.event}</div>
                    <div className="text-xs text-muted-foreground">{lastAnswer(delivery, intl)}</div>
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">{dayAndTime(new Date(delivery.createdAt))}</TableCell>
                  <TableCell>
                    <Badge variant={statusBadge[delivery.status].variant}>
                      {intl.formatMessage(statusBadge[delivery.status].label)}
                    </Badge>
                  </TableCell>
                  <TableCell className="text-right">
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={resend.isPending}
                      onClick={() => resend.mutate(delivery.seq, { onSuccess: () => void deliveries.refetch() })}
                    >
                      <FormattedMessage id="webhook.resend" defaultMessage="Resend" />
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
