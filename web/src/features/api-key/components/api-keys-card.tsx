import { useState } from 'react';
import { Plus } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StoreSummary } from '@tillwise/core/store/store-schemas';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { dayAndTime } from '@/lib/format-date';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys';
import { apiKeyScopeMessages } from '../api-key-scope-messages';
import { NewApiKeyDialog } from './new-api-key-dialog';

/** Settings › Integrations: the chain's API keys, a new one, and revoking one (at once, on every server). */
export function ApiKeysCard({ stores }: { stores: StoreSummary[] }) {
  const intl = useIntl();
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [adding, setAdding] = useState(false);
  return (
    <Card>
      <CardHeader stackActionOnPhone>
        <CardTitle>
          <FormattedMessage id="apiKey.title" defaultMessage="API keys" />
        </CardTitle>
        <CardDescription>
          <FormattedMessage
            id="apiKey.description"
            defaultMessage="Outside systems call the Tillwise API with a key, within the scopes you give it. The API is described at <a>/api/docs</a>."
            values={{
              a: (chunks) => (
                <a className="underline" href="/api/docs" target="_blank" rel="noreferrer">
                  {chunks}
                </a>
              ),
            }}
          />
        </CardDescription>
        <CardAction>
          <Button onClick={() => setAdding(true)}>
            <Plus />
            <FormattedMessage id="apiKey.new" defaultMessage="New API key" />
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {keys.isError ? (
          <QueryError error={keys.error} onRetry={() => void keys.refetch()} />
        ) : keys.data?.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage id="apiKey.none" defaultMessage="No API keys yet." />
          </p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>
                  <FormattedMessage id="apiKey.name" defaultMessage="Name" />
                </TableHead>
                <TableHead className="hidden md:table-cell">
                  <FormattedMessage id="apiKey.scopes" defaultMessage="Scopes" />
                </TableHead>
                <TableHead className="hidden sm:table-cell">
                  <FormattedMessage id="apiKey.store" defaultMessage="Store" />
                </TableHead>
                <TableHead className="hidden lg:table-cell">
                  <FormattedMessage id="apiKey.lastUsed" defaultMessage="Last used" />
                </TableHead>
                <TableHead>
                  <FormattedMessage id="apiKey.status" defaultMessage="Status" />
                </TableHead>
                <TableHead className="sr-only">
                  <FormattedMessage id="apiKey.actions" defaultMessage="Actions" />
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {keys.data?.map((key) => (
                <TableRow key={key.id}>
                  <TableCell>
                    <div className="font-medium">{key.name}</div>
                    <div className="font-mono text-xs text-muted-foreground">{key.prefix}…</div>
                  </TableCell>
                  <TableCell className="hidden max-w-64 whitespace-normal md:table-cell">
                    {key.scopes.map((scope) => intl.formatMessage(apiKeyScopeMessages[scope])).join(', ')}
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">
                    {key.storeName ?? intl.formatMessage({ id: 'apiKey.allStores', defaultMessage: 'All stores' })}
                  </TableCell>
                  <TableCell className="hidden lg:table-cell">
                    {key.lastUsedAt
                      ? dayAndTime(new Date(key.lastUsedAt))
                      : intl.formatMessage({ id: 'apiKey.never', defaultMessage: 'Never' })}
                  </TableCell>
                  <TableCell>
                    <Badge variant={key.revokedAt ? 'outline' : 'success'}>
                      {key.revokedAt ? (
                        <FormattedMessage id="apiKey.revoked" defaultMessage="Revoked" />
                      ) : (
                        <FormattedMessage id="apiKey.live" defaultMessage="Live" />
                      )}
                    </Badge>
                  </TableCell>
                  <TableCell className="text-right">
                    {!key.revokedAt && (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={revoke.isPending}
                        aria-label={intl.formatMessage(
                          { id: 'apiKey.revokeNamed', defaultMessage: 'Revoke {name}' },
                          { name: key.name },
                        )}
                        onClick={() => revoke.mutate(key.id)}
                      >
                        <FormattedMessage id="apiKey.revoke" defaultMessage="Revoke" />
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      {adding && <NewApiKeyDialog stores={stores} onClose={() => setAdding(false)} />}
    </Card>
  );
}
