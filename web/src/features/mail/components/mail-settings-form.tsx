import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { mailSecurities, mailSettingsInputSchema } from '@tillwise/core/mail/mail-schemas';
import type { MailSettings, MailSettingsInput, MailSettingsSaved } from '@tillwise/core/mail/mail-schemas';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { showServerErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useSaveMailSettings } from '../api/save-mail-settings';

const securityLabels: Record<(typeof mailSecurities)[number], MessageDescriptor> = defineMessages({
  none: { id: 'mail.security.none', defaultMessage: 'None' },
  starttls: { id: 'mail.security.starttls', defaultMessage: 'STARTTLS' },
  tls: { id: 'mail.security.tls', defaultMessage: 'TLS' },
});

/** The SMTP server mail goes through and the address it comes from; the password is never shown, only replaced. */
export function MailSettingsForm({ settings }: { settings: MailSettings }) {
  const intl = useIntl();
  const form = useForm<MailSettingsInput, unknown, MailSettingsSaved>({
    resolver: zodResolver(mailSettingsInputSchema),
    defaultValues: {
      host: settings.host,
      port: settings.port,
      security: settings.security,
      user: settings.user,
      password: '',
      from: settings.from,
    },
  });
  const save = useSaveMailSettings({
    onSuccess: () => {
      form.resetField('password', { defaultValue: '' });
      toast.success(intl.formatMessage({ id: 'mail.settings.saved', defaultMessage: 'E-mail settings saved' }));
    },
    onError: (error) => showServerErrors(form.setError, form.getValues(), error),
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((input) => save.mutate(input));
  return (
    <form noValidate onSubmit={submit}>
      <Card role="region" aria-label={intl.formatMessage({ id: 'mail.settings.title', defaultMessage: 'SMTP server' })}>
        <CardHeader>
          <CardTitle>
            <FormattedMessage id="mail.settings.title" defaultMessage="SMTP server" />
          </CardTitle>
          <CardDescription>
            <FormattedMessage
              id="mail.settings.description"
              defaultMessage="Receipts and scheduled reports are sent through this server; mail that fails is tried again for a day."
            />
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="mail-host"
            label={intl.formatMessage({ id: 'mail.settings.host', defaultMessage: 'Host' })}
            error={errors.host?.message}
          >
            <Input
              id="mail-host"
              placeholder={intl.formatMessage({
                id: 'mail.settings.host.placeholder',
                defaultMessage: 'smtp.example.com',
              })}
              autoComplete="off"
              aria-invalid={Boolean(errors.host)}
              {...form.register('host')}
            />
          </FormField>
          <div className="grid grid-cols-2 gap-4">
            <FormField
              id="mail-port"
              label={intl.formatMessage({ id: 'mail.settings.port', defaultMessage: 'Port' })}
              error={errors.port?.message}
            >
              <Input
                id="mail-port"
                type="number"
                inputMode="numeric"
                aria-invalid={Boolean(errors.port)}
                {...form.register('port', { valueAsNumber: true })}
              />
            </FormField>
            <FormField
              id="mail-security"
              label={intl.formatMessage({ id: 'mail.settings.security', defaultMessage: 'Security' })}
              error={errors.security?.message}
              hint={intl.formatMessage({
                id: 'mail.settings.security.hint',
                defaultMessage: 'STARTTLS on 587, TLS on 465',
              })}
            >
              <NativeSelect id="mail-security" {...form.register('security')}>
                {mailSecurities.map((security) => (
                  <NativeSelectOption key={security} value={security}>
                    {intl.formatMessage(securityLabels[security])}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <FormField
            id="mail-user"
            label={intl.formatMessage({ id: 'mail.settings.user', defaultMessage: 'User name' })}
            hint={intl.formatMessage({
              id: 'mail.settings.user.hint',
              defaultMessage: 'Leave empty if the server needs no sign-in.',
            })}
          >
            <Input id="mail-user" autoComplete="off" {...form.register('user')} />
          </FormField>
          <FormField
            id="mail-password"
            label={intl.formatMessage({ id: 'mail.settings.password', defaultMessage: 'Password' })}
            error={errors.password?.message}
            hint={
              settings.passwordSet
                ? intl.formatMessage({
                    id: 'mail.settings.password.hint',
                    defaultMessage: 'A password is saved; type a new one to replace it.',
                  })
                : undefined
            }
          >
            <Input
              id="mail-password"
              type="password"
              autoComplete="new-password"
              placeholder={settings.passwordSet ? '••••••••' : ''}
              {...form.register('password')}
            />
          </FormField>
          <FormField
            id="mail-from"
            label={intl.formatMessage({ id: 'mail.settings.from', defaultMessage: 'From address' })}
            error={errors.from?.message}
            className="sm:col-span-2"
          >
            <Input
              id="mail-from"
              type="email"
              placeholder={intl.formatMessage({
                id: 'mail.settings.from.placeholder',
                defaultMessage: 'shop@example.com',
              })}
              aria-invalid={Boolean(errors.from)}
              {...form.register('from')}
            />
          </FormField>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending && <LoaderCircle className="animate-spin" />}
            <FormattedMessage id="mail.settings.save" defaultMessage="Save Changes" />
          </Button>
        </CardFooter>
      </Card>
    </form>
  );
}
