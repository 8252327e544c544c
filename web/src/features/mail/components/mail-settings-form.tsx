import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
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

const securityLabels = {
  none: 'None',
  starttls: 'STARTTLS',
  tls: 'TLS',
} satisfies Record<(typeof mailSecurities)[number], string>;

/** The SMTP server mail goes through and the address it comes from; the password is never shown, only replaced. */
export function MailSettingsForm({ settings }: { settings: MailSettings }) {
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
      toast.success('E-mail settings saved');
    },
    onError: (error) => showServerErrors(form.setError, form.getValues(), error),
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((input) => save.mutate(input));
  return (
    <form noValidate onSubmit={submit}>
      <Card role="region" aria-label="SMTP server">
        <CardHeader>
          <CardTitle>SMTP server</CardTitle>
          <CardDescription>
            Receipts and scheduled reports are sent through this server; mail that fails is tried again for a day.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormField id="mail-host" label="Host" error={errors.host?.message}>
            <Input
              id="mail-host"
              placeholder="smtp.example.com"
              autoComplete="off"
              aria-invalid={Boolean(errors.host)}
              {...form.register('host')}
            />
          </FormField>
          <div className="grid grid-cols-2 gap-4">
            <FormField id="mail-port" label="Port" error={errors.port?.message}>
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
              label="Security"
              error={errors.security?.message}
              hint="STARTTLS on 587, TLS on 465"
            >
              <NativeSelect id="mail-security" {...form.register('security')}>
                {mailSecurities.map((security) => (
                  <NativeSelectOption key={security} value={security}>
                    {securityLabels[security]}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <FormField id="mail-user" label="User name" hint="Leave empty if the server needs no sign-in.">
            <Input id="mail-user" autoComplete="off" {...form.register('user')} />
          </FormField>
          <FormField
            id="mail-password"
            label="Password"
            error={errors.password?.message}
            hint={settings.passwordSet ? 'A password is saved; type a new one to replace it.' : undefined}
          >
            <Input
              id="mail-password"
              type="password"
              autoComplete="new-password"
              placeholder={settings.passwordSet ? '••••••••' : ''}
              {...form.register('password')}
            />
          </FormField>
          <FormField id="mail-from" label="From address" error={errors.from?.message} className="sm:col-span-2">
            <Input
              id="mail-from"
              type="email"
              placeholder="shop@example.com"
              aria-invalid={Boolean(errors.from)}
              {...form.register('from')}
            />
          </FormField>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending && <LoaderCircle className="animate-spin" />}
            Save Changes
          </Button>
        </CardFooter>
      </Card>
    </form>
  );
}
