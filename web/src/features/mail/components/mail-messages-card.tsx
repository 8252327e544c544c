import { format } from 'date-fns';
import { RotateCw } from 'lucide-react';
import type { MailMessage } from '@tillwise/core/mail/mail-schemas';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useMailMessages } from '../api/get-mail-messages';
import { useRetryMailMessage } from '../api/retry-mail-message';

const statusBadges = {
  queued: { label: 'Queued', variant: 'warning' },
  sent: { label: 'Sent', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
} as const;

const when = (iso: string) => format(new Date(iso), 'MMM dd, HH:mm');

function MessageRow({ message, onRetry, retrying }: { message: MailMessage; onRetry: () => void; retrying: boolean }) {
  const badge = statusBadges[message.status];
  return (
    <li className="flex flex-col gap-2 rounded-md border px-3 py-2 text-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-0.5">
        <p className="truncate font-medium">{message.subject}</p>
        <p className="break-words text-muted-foreground">
          To {message.to} · {when(message.createdAt)}
          {message.sentAt && ` · sent ${when(message.sentAt)}`}
          {message.attempts > 0 && ` · ${message.attempts} ${message.attempts === 1 ? 'attempt' : 'attempts'}`}
          {message.nextAttemptAt && ` · next try ${when(message.nextAttemptAt)}`}
        </p>
        {message.lastError && <p className="break-words text-destructive">{message.lastError}</p>}
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <Badge variant={badge.variant}>{badge.label}</Badge>
        {message.status !== 'sent' && (
          <Button
            size="sm"
            variant="outline"
            disabled={retrying}
            onClick={onRetry}
            aria-label={`Retry ${message.subject}`}
          >
            <RotateCw /> Retry
          </Button>
        )}
      </div>
    </li>
  );
}

/** The latest mail with how it went: sent, waiting for its next try (with the server's last answer), or failed. */
export function MailMessagesCard() {
  const messages = useMailMessages();
  const retry = useRetryMailMessage();
  return (
    <Card role="region" aria-label="Recent messages">
      <CardHeader>
        <CardTitle>Recent messages</CardTitle>
        <CardDescription>Receipts and reports sent by e-mail, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {messages.isPending && <Skeleton className="h-24" />}
        {messages.isError && <QueryError error={messages.error} onRetry={() => void messages.refetch()} />}
        {messages.data?.length === 0 && <p className="text-sm text-muted-foreground">No e-mail has been sent yet.</p>}
        <ul className="space-y-2">
          {messages.data?.map((message) => (
            <MessageRow
              key={message.id}
              message={message}
              retrying={retry.isPending && retry.variables === message.id}
              onRetry={() => retry.mutate(message.id)}
            />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
