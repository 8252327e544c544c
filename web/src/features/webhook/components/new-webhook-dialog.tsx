import { useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import { webhookEventLabels, webhookEvents } from '@tillwise/core/webhook/webhook-schemas';
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

const eventOptions = webhookEvents.map((value) => ({ value, label: `${value} — ${webhookEventLabels[value]}` }));

/** Add webhook: the address, the store (or every store) and the events; then its signing secret, shown this once. */
export function NewWebhookDialog({ stores, onClose }: { stores: StoreSummary[]; onClose: () => void }) {
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
          <DialogTitle>{made ? 'Webhook added' : 'Add webhook'}</DialogTitle>
          <DialogDescription>
            {made
              ? 'Each delivery is signed with this secret (the Tillwise-Signature header): check it before trusting one.'
              : 'Tillwise POSTs each event you choose to this address as JSON, retrying for a day until it answers 2xx.'}
          </DialogDescription>
        </DialogHeader>
        {made ? (
          <>
            <ShownOnceSecret id="webhook-secret" label="Signing secret" secret={made.secret} />
            <DialogFooter>
              <Button onClick={onClose}>Done</Button>
            </DialogFooter>
          </>
        ) : (
          <form noValidate className="space-y-4" onSubmit={submit}>
            <FormField id="webhook-url" label="Address (URL)" error={errorAt('url')}>
              <Input
                id="webhook-url"
                type="url"
                value={url}
                onChange={(e) => setUrl(e.target.value)}
                placeholder="https://shop.example.com/tillwise"
              />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="webhook-description" label="Description" error={errorAt('description')}>
                <Input id="webhook-description" value={description} onChange={(e) => setDescription(e.target.value)} />
              </FormField>
              <FormField id="webhook-store" label="Store" error={errorAt('storeId')}>
                <NativeSelect id="webhook-store" value={storeId} onChange={(e) => setStoreId(e.target.value)}>
                  <NativeSelectOption value="">All stores</NativeSelectOption>
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
              legend="Events"
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
                Cancel
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending && <LoaderCircle className="animate-spin" />}
                Add webhook
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
