import { useState } from 'react';
import { LoaderCircle, Send } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { mailTestInputSchema } from '@tillwise/core/mail/mail-schemas';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useSendTestMail } from '../api/send-test-mail';

/** Sends a test e-mail at once through the saved settings and says inline what the SMTP server answered. */
export function MailTestCard({ configured }: { configured: boolean }) {
  const intl = useIntl();
  const [to, setTo] = useState('');
  const [typed, setTyped] = useState<string | null>(null);
  const send = useSendTestMail();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = mailTestInputSchema.safeParse({ to });
    setTyped(
      parsed.success
        ? null
        : (parsed.error.issues[0]?.message ??
            intl.formatMessage({ id: 'mail.test.invalid', defaultMessage: 'Enter a valid e-mail address' })),
    );
    if (parsed.success) send.mutate(parsed.data);
  };
  const error = typed ?? send.error?.message;
  return (
    <Card role="region" aria-label={intl.formatMessage({ id: 'mail.test.title', defaultMessage: 'Test e-mail' })}>
      <CardHeader>
        <CardTitle>
          <FormattedMessage id="mail.test.title" defaultMessage="Test e-mail" />
        </CardTitle>
        <CardDescription>
          {configured ? (
            <FormattedMessage
              id="mail.test.description"
              defaultMessage="Sends a message now through the saved settings."
            />
          ) : (
            <FormattedMessage id="mail.test.notConfigured" defaultMessage="Save the SMTP server first." />
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <FormField
            id="mail-test-to"
            label={intl.formatMessage({ id: 'mail.test.to', defaultMessage: 'Send to' })}
            className="flex-1"
          >
            <Input
              id="mail-test-to"
              type="email"
              placeholder={intl.formatMessage({ id: 'mail.test.to.placeholder', defaultMessage: 'you@example.com' })}
              value={to}
              aria-invalid={Boolean(error)}
              aria-describedby="mail-test-result"
              onChange={(event) => setTo(event.target.value)}
            />
          </FormField>
          <Button type="submit" variant="outline" disabled={!configured || send.isPending}>
            {send.isPending ? <LoaderCircle className="animate-spin" /> : <Send />}
            <FormattedMessage id="mail.test.send" defaultMessage="Send test e-mail" />
          </Button>
        </form>
        <p id="mail-test-result" role="status" className="mt-2 min-h-5 text-sm">
          {error ? (
            <span className="text-destructive">{error}</span>
          ) : (
            send.data && (
              <span className="text-success">
                <FormattedMessage
                  id="mail.test.sent"
                  defaultMessage="Sent to {to}. The server answered: {response}"
                  values={{ to: send.data.to, response: send.data.response }}
                />
              </span>
            )
          )}
        </p>
      </CardContent>
    </Card>
  );
}
