import { useState } from 'react';
import { Plus } from 'lucide-react';
import { apiKeyScopeLabels } from '@tillwise/core/api-key/api-key-schemas';
import type { StoreSummary } from '@tillwise/core/store/store-schemas';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { dayAndTime } from '@/lib/format-date';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys';
import { NewApiKeyDialog } from './new-api-key-dialog';

/** Settings › Integrations: the chain's API keys, a new one, and revoking one (at once, on every server). */
export function ApiKeysCard({ stores }: { stores: StoreSummary[] }) {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [adding, setAdding] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle>API keys</CardTitle>
        <CardDescription>
          Outside systems call the Tillwise API with a key, within the scopes you give it. The API is described at{' '}
          <a className="underline" href="/api/docs" target="_blank" rel="noreferrer">
            /api/docs
          </a>
          .
        </CardDescription>
        <CardAction>
          <Button onClick={() => setAdding(true)}>
            <Plus />
            New API key
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {keys.isError ? (
          <QueryError error={keys.error} onRetry={() => void keys.refetch()} />
        ) : keys.data?.length === 0 ? (
          <p className="text-sm text-muted-foreground">No API keys yet.</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead className="hidden md:table-cell">Scopes</TableHead>
                <TableHead className="hidden sm:table-cell">Store</TableHead>
                <TableHead className="hidden lg:table-cell">Last used</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="sr-only">Actions</TableHead>
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
                    {key.scopes.map((scope) => apiKeyScopeLabels[scope]).join(', ')}
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">{key.storeName ?? 'All stores'}</TableCell>
                  <TableCell className="hidden lg:table-cell">
                    {key.lastUsedAt ? dayAndTime(new Date(key.lastUsedAt)) : 'Never'}
                  </TableCell>
                  <TableCell>
                    <Badge variant={key.revokedAt ? 'outline' : 'success'}>{key.revokedAt ? 'Revoked' : 'Live'}</Badge>
                  </TableCell>
                  <TableCell className="text-right">
                    {!key.revokedAt && (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={revoke.isPending}
                        aria-label={`Revoke ${key.name}`}
                        onClick={() => revoke.mutate(key.id)}
                      >
                        Revoke
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
