import { useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiKeyScopes, defaultRequestsPerMinute } from '@tillwise/core/api-key/api-key-schemas';
import type { ApiKeyScope, CreatedApiKey } from '@tillwise/core/api-key/api-key-schemas';
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
import { useCreateApiKey } from '../api/api-keys';
import { apiKeyScopeMessages } from '../api-key-scope-messages';

/** New API key: a name, the store (or every store), its scopes and rate; then its secret, shown this once. */
export function NewApiKeyDialog({ stores, onClose }: { stores: StoreSummary[]; onClose: () => void }) {
  const intl = useIntl();
  const scopeOptions = apiKeyScopes.map((value) => ({
    value,
    label: intl.formatMessage(apiKeyScopeMessages[value]),
  }));
  const [name, setName] = useState('');
  const [storeId, setStoreId] = useState(stores[0]?.id ?? '');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['products:view', 'orders:view']);
  const [rate, setRate] = useState(String(defaultRequestsPerMinute));
  const [made, setMade] = useState<CreatedApiKey | null>(null);
  const create = useCreateApiKey({ onSuccess: setMade });
  const errorAt = (path: string) => create.error?.details?.find((detail) => detail.path === path)?.message;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    create.mutate({ name, scopes, storeId: storeId || null, requestsPerMinute: Number(rate) });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100svh-2rem)] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>
            {made ? (
              <FormattedMessage id="apiKey.ready" defaultMessage="{name} is ready" values={{ name: made.name }} />
            ) : (
              <FormattedMessage id="apiKey.new" defaultMessage="New API key" />
            )}
          </DialogTitle>
          <DialogDescription>
            {made ? (
              <FormattedMessage
                id="apiKey.ready.description"
                defaultMessage="Give this key to the system that calls Tillwise. It is sent as Authorization: Bearer {key}."
                values={{ key: '<key>' }}
              />
            ) : (
              <FormattedMessage
                id="apiKey.new.description"
                defaultMessage="An outside system (a web shop, your books) calls the Tillwise API with this key, within its scopes."
              />
            )}
          </DialogDescription>
        </DialogHeader>
        {made ? (
          <>
            <ShownOnceSecret
              id="api-key-secret"
              label={intl.formatMessage({ id: 'apiKey.key', defaultMessage: 'API key' })}
              secret={made.secret}
            />
            <DialogFooter>
              <Button onClick={onClose}>
                <FormattedMessage id="apiKey.done" defaultMessage="Done" />
              </Button>
            </DialogFooter>
          </>
        ) : (
          <form noValidate className="space-y-4" onSubmit={submit}>
            <FormField
              id="api-key-name"
              label={intl.formatMessage({ id: 'apiKey.name', defaultMessage: 'Name' })}
              error={errorAt('name')}
            >
              <Input
                id="api-key-name"
                value={name}
                onChange={(e) => setName(e.target.value)}
                placeholder={intl.formatMessage({ id: 'apiKey.name.placeholder', defaultMessage: 'Web shop' })}
              />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                id="api-key-store"
                label={intl.formatMessage({ id: 'apiKey.store', defaultMessage: 'Store' })}
                error={errorAt('storeId')}
              >
                <NativeSelect id="api-key-store" value={storeId} onChange={(e) => setStoreId(e.target.value)}>
                  {stores.map((store) => (
                    <NativeSelectOption key={store.id} value={store.id}>
                      {store.name}
                    </NativeSelectOption>
                  ))}
                  <NativeSelectOption value="">
                    {intl.formatMessage({ id: 'apiKey.allStores', defaultMessage: 'All stores' })}
                  </NativeSelectOption>
                </NativeSelect>
              </FormField>
              <FormField
                id="api-key-rate"
                label={intl.formatMessage({ id: 'apiKey.rate', defaultMessage: 'Requests per minute' })}
                error={errorAt('requestsPerMinute')}
              >
                <Input id="api-key-rate" inputMode="numeric" value={rate} onChange={(e) => setRate(e.target.value)} />
              </FormField>
            </div>
            <ChoiceCheckboxes
              id="api-key-scopes"
              legend={intl.formatMessage({ id: 'apiKey.scopes', defaultMessage: 'Scopes' })}
              options={scopeOptions}
              value={scopes}
              onChange={setScopes}
              error={errorAt('scopes')}
            />
            {create.error && !create.error.details?.length && (
              <p className="text-sm text-destructive">{create.error.message}</p>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                <FormattedMessage id="apiKey.cancel" defaultMessage="Cancel" />
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending && <LoaderCircle className="animate-spin" />}
                <FormattedMessage id="apiKey.create" defaultMessage="Create key" />
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
