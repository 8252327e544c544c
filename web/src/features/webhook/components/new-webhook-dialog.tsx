import { useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { webhookEvents } from '@tillwise/core/webhook/webhook-schemas';
import type { CreatedWebhook, WebhookEvent } from '@tillwise/core/webhook/webhook-schemas';
import type { StoreSummary } from '@tillwise/core/store/store-schemas';
import { ChoiceCheckboxes } from '@/components/choice-checkboxes';
import { FormField } from '@/components/form-field';
import { ShownOnceSecret } from '@/components/shown-once-secret';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { useCreateWebhook } from '../api/webhooks';
import { webhookEventMessages } from '../webhook-event-messages';

/** Add webhook: the address, the store (or every store) and the events; then its signing secret, shown this once. */
export function NewWebhookDialog({ stores, onClose }: { stores: StoreSummary[]; onClose: () => void }) {
  const intl = useIntl();
  const eventOptions = webhookEvents.map((value) => ({
    value,
    label: intl.formatMessage(
      { id: 'webhook.eventOption', defaultMessage: '{event} — {meaning}' },
      { event: value, meaning: intl.formatMessage(webhookEventMessages[value]) },
    ),
  }));
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [storeId, setStoreId] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['sale.completed']);
  const [made, setMade] = useState<CreatedWebhook | null>(null);
  const create = useCreateWebhook({ onSuccess: setMade });
  const errorAt = (path: string) => create.error?.details?.find((detail) => detail.path === path)?.message;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    create.mutate({ url, description, events, storeId: storeId || null });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100svh-2rem)] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>
            {made ? (
              <FormattedMessage id="webhook.added" defaultMessage="Webhook added" />
            ) : (
              <FormattedMessage id="webhook.add" defaultMessage="Add webhook" />
            )}
          </DialogTitle>
          <DialogDescription>
            {made ? (
              <FormattedMessage
                id="webhook.added.description"
                defaultMessage="Each delivery is signed with this secret (the Tillwise-Signature header): check it before trusting one."
              />
            ) : (
              <FormattedMessage
                id="webhook.add.description"
                defaultMessage="Tillwise POSTs each event you choose to this address as JSON, retrying for a day until it answers 2xx."
              />
            )}
          </DialogDescription>
        </DialogHeader>
        {made ? (
          <>
            <ShownOnceSecret
              id="webhook-secret"
              label={intl.formatMessage({ id: 'webhook.secret', defaultMessage: 'Signing secret' })}
              secret={made.secret}
            />
            <DialogFooter>
              <Button onClick={onClose}>
                <FormattedMessage id="webhook.done" defaultMessage="Done" />
              </Button>
            </DialogFooter>
          </>
        ) : (
          <form noValidate className="space-y-4" onSubmit={submit}>
            <FormField
              id="webhook-url"
              label={intl.formatMessage({ id: 'webhook.url', defaultMessage: 'Address (URL)' })}
              error={errorAt('url')}
            >
              <Input
                id="webhook-url"
                type="url"
                value={url}
                onChange={(e) => setUrl(e.target.value)}
                placeholder={intl.formatMessage({
                  id: 'webhook.url.placeholder',
                  defaultMessage: 'https://shop.example.com/tillwise',
                })}
              />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                id="webhook-description"
                label={intl.formatMessage({ id: 'webhook.description', defaultMessage: 'Description' })}
                error={errorAt('description')}
              >
                <Input id="webhook-description" value={description} onChange={(e) => setDescription(e.target.value)} />
              </FormField>
              <FormField
                id="webhook-store"
                label={intl.formatMessage({ id: 'webhook.store', defaultMessage: 'Store' })}
                error={errorAt('storeId')}
              >
                <NativeSelect id="webhook-store" value={storeId} onChange={(e) => setStoreId(e.target.value)}>
                  <NativeSelectOption value="">
                    {intl.formatMessage({ id: 'webhook.allStores', defaultMessage: 'All stores' })}
                  </NativeSelectOption>
                  {stores.map((store) => (
                    <NativeSelectOption key={store.id} value={store.id}>
                      {store.name}
                    </NativeSelectOption>
                  ))}
                </NativeSelect>
              </FormField>
            </div>
            <ChoiceCheckboxes
              id="webhook-events"
              legend={intl.formatMessage({ id: 'webhook.events', defaultMessage: 'Events' })}
              options={eventOptions}
              value={events}
              onChange={setEvents}
              error={errorAt('events')}
            />
            {create.error && !create.error.details?.length && (
              <p className="text-sm text-destructive">{create.error.message}</p>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                <FormattedMessage id="webhook.cancel" defaultMessage="Cancel" />
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending && <LoaderCircle className="animate-spin" />}
                <FormattedMessage id="webhook.add" defaultMessage="Add webhook" />
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
