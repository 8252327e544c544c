import { useState } from 'react';
import { Plus } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import type { StoreSummary } from '@tillwise/core/store/store-schemas';
import type { Webhook } from '@tillwise/core/webhook/webhook-schemas';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useUpdateWebhook, useWebhooks } from '../api/webhooks';
import { NewWebhookDialog } from './new-webhook-dialog';
import { WebhookDeliveriesDialog } from './webhook-deliveries-dialog';

/** What is still to go or was given up, in a few words. */
function backlog(webhook: Webhook, intl: IntlShape): string {
  const parts = [
    webhook.pending > 0 &&
      intl.formatMessage(
        { id: 'webhook.backlog.waiting', defaultMessage: '{count} waiting' },
        { count: webhook.pending },
      ),
    webhook.failed > 0 &&
      intl.formatMessage({ id: 'webhook.backlog.failed', defaultMessage: '{count} failed' }, { count: webhook.failed }),
  ].filter(Boolean);
  return parts.length > 0
    ? parts.join(' · ')
    : intl.formatMessage({ id: 'webhook.backlog.upToDate', defaultMessage: 'Up to date' });
}

/** Settings › Integrations: where events are POSTed, their delivery logs, pausing and resuming. */
export function WebhooksCard({ stores }: { stores: StoreSummary[] }) {
  const intl = useIntl();
  const webhooks = useWebhooks();
  const update = useUpdateWebhook();
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<Webhook | null>(null);
  return (
    <Card>
      <CardHeader stackActionOnPhone>
        <CardTitle>
          <FormattedMessage id="webhook.title" defaultMessage="Webhooks" />
        </CardTitle>
        <CardDescription>
          <FormattedMessage
            id="webhook.card.description"
            defaultMessage="Tillwise tells another system as things happen: a sale, a refund, a product or stock change, a shift closed."
          />
        </CardDescription>
        <CardAction>
          <Button onClick={() => setAdding(true)}>
            <Plus />
            <FormattedMessage id="webhook.add" defaultMessage="Add webhook" />
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {webhooks.isError ? (
          <QueryError error={webhooks.error} onRetry={() => void webhooks.refetch()} />
        ) : webhooks.data?.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage id="webhook.none" defaultMessage="No webhooks yet." />
          </p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>
                  <FormattedMessage id="webhook.address" defaultMessage="Address" />
                </TableHead>
                <TableHead className="hidden md:table-cell">
                  <FormattedMessage id="webhook.events" defaultMessage="Events" />
                </TableHead>
                <TableHead className="hidden sm:table-cell">
                  <FormattedMessage id="webhook.deliveries" defaultMessage="Deliveries" />
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
              {webhooks.data?.map((webhook) => (
                <TableRow key={webhook.id}>
                  <TableCell className="max-w-48 whitespace-normal break-all sm:max-w-72">
                    <div className="font-medium">{webhook.url}</div>
                    <div className="text-xs text-muted-foreground">
                      {[
                        webhook.description,
                        webhook.storeName ??
                          intl.formatMessage({ id: 'webhook.allStores', defaultMessage: 'All stores' }),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </div>
                  </TableCell>
                  <TableCell className="hidden max-w-56 whitespace-normal md:table-cell">
                    {webhook.events.join(', ')}
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">{backlog(webhook, intl)}</TableCell>
                  <TableCell>
                    <Badge variant={webhook.active ? 'success' : 'outline'}>
                      {webhook.active ? (
                        <FormattedMessage id="webhook.active" defaultMessage="Active" />
                      ) : (
                        <FormattedMessage id="webhook.paused" defaultMessage="Paused" />
                      )}
                    </Badge>
                  </TableCell>
                  <TableCell>
                    <div className="flex flex-wrap justify-end gap-2">
                      <Button variant="outline" size="sm" onClick={() => setOpen(webhook)}>
                        <FormattedMessage id="webhook.deliveries" defaultMessage="Deliveries" />
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={update.isPending}
                        onClick={() => update.mutate({ id: webhook.id, active: !webhook.active })}
                      >
                        {webhook.active ? (
                          <FormattedMessage id="webhook.pause" defaultMessage="Pause" />
                        ) : (
                          <FormattedMessage id="webhook.resume" defaultMessage="Resume" />
                        )}
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      {adding && <NewWebhookDialog stores={stores} onClose={() => setAdding(false)} />}
      {open && <WebhookDeliveriesDialog webhook={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}
