import { RotateCw } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { MailMessage } from '@tillwise/core/mail/mail-schemas';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useMailMessages } from '../api/get-mail-messages';
import { useRetryMailMessage } from '../api/retry-mail-message';

const statusLabels = defineMessages({
  queued: { id: 'mail.status.queued', defaultMessage: 'Queued' },
  sent: { id: 'mail.status.sent', defaultMessage: 'Sent' },
  failed: { id: 'mail.status.failed', defaultMessage: 'Failed' },
});
const statusBadges = {
  queued: { label: statusLabels.queued, variant: 'warning' },
  sent: { label: statusLabels.sent, variant: 'success' },
  failed: { label: statusLabels.failed, variant: 'destructive' },
} as const;

function MessageRow({ message, onRetry, retrying }: { message: MailMessage; onRetry: () => void; retrying: boolean }) {
  const intl = useIntl();
  const badge = statusBadges[message.status];
  const when = (iso: string) =>
    intl.formatDate(new Date(iso), {
      month: 'short',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  return (
    <li className="flex flex-col gap-2 rounded-md border px-3 py-2 text-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-0.5">
        <p className="truncate font-medium">{message.subject}</p>
        <p className="break-words text-muted-foreground">
          <FormattedMessage
            id="mail.message.to"
            defaultMessage="To {to} · {when}"
            values={{ to: message.to, when: when(message.createdAt) }}
          />
          {message.sentAt && (
            <>
              {' · '}
              <FormattedMessage
                id="mail.message.sent"
                defaultMessage="sent {when}"
                values={{ when: when(message.sentAt) }}
              />
            </>
          )}
          {message.attempts > 0 && (
            <>
              {' · '}
              <FormattedMessage
                id="mail.message.attempts"
                defaultMessage="{count, plural, one {# attempt} other {# attempts}}"
                values={{ count: message.attempts }}
              />
            </>
          )}
          {message.nextAttemptAt && (
            <>
              {' · '}
              <FormattedMessage
                id="mail.message.nextTry"
                defaultMessage="next try {when}"
                values={{ when: when(message.nextAttemptAt) }}
              />
            </>
          )}
        </p>
        {message.lastError && <p className="break-words text-destructive">{message.lastError}</p>}
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <Badge variant={badge.variant}>{intl.formatMessage(badge.label)}</Badge>
        {message.status !== 'sent' && (
          <Button
            size="sm"
            variant="outline"
            disabled={retrying}
            onClick={onRetry}
            aria-label={intl.formatMessage(
              { id: 'mail.message.retryNamed', defaultMessage: 'Retry {subject}' },
              { subject: message.subject },
            )}
          >
            <RotateCw /> <FormattedMessage id="mail.message.retry" defaultMessage="Retry" />
          </Button>
        )}
      </div>
    </li>
  );
}

/** The latest mail with how it went: sent, waiting for its next try (with the server's last answer), or failed. */
export function MailMessagesCard() {
  const intl = useIntl();
  const messages = useMailMessages();
  const retry = useRetryMailMessage();
  return (
    <Card
      role="region"
      aria-label={intl.formatMessage({ id: 'mail.messages.title', defaultMessage: 'Recent messages' })}
    >
      <CardHeader>
        <CardTitle>
          <FormattedMessage id="mail.messages.title" defaultMessage="Recent messages" />
        </CardTitle>
        <CardDescription>
          <FormattedMessage
            id="mail.messages.description"
            defaultMessage="Receipts and reports sent by e-mail, newest first."
          />
        </CardDescription>
      </CardHeader>
      <CardContent>
        {messages.isPending && <Skeleton className="h-24" />}
        {messages.isError && <QueryError error={messages.error} onRetry={() => void messages.refetch()} />}
        {messages.data?.length === 0 && (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage id="mail.messages.none" defaultMessage="No e-mail has been sent yet." />
          </p>
        )}
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
