import { useState } from 'react';
import type { FormEvent } from 'react';
import { MonitorSmartphone } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  displayCodeLength,
  displayCodeSchema,
  unknownDisplayCodeMessage,
} from '@tillwise/core/display/display-schemas';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';

interface DisplayPairingFormProps {
  /** Why the last code was refused, to show above the form. */
  refusal?: string | null;
  onConnect: (code: string) => void;
}

/** Pairs this screen with a till: the code the till's "Customer display" shows, typed here (upper case as typed). */
export function DisplayPairingForm({ refusal = null, onConnect }: DisplayPairingFormProps) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const connect = (event: FormEvent) => {
    event.preventDefault();
    const code = displayCodeSchema.safeParse(text);
    if (!code.success) {
      return setError(
        intl.formatMessage(
          { id: 'display.codeFormat', defaultMessage: 'A display code is {length} letters and digits' },
          { length: displayCodeLength },
        ),
      );
    }
    setError(null);
    onConnect(code.data);
  };

  return (
    <main className="flex min-h-svh items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <div className="mx-auto mb-2 flex size-11 items-center justify-center rounded-xl bg-primary text-primary-foreground">
            <MonitorSmartphone className="size-6" />
          </div>
          <CardTitle>
            <h1 className="text-2xl">
              <FormattedMessage id="display.title" defaultMessage="Customer display" />
            </h1>
          </CardTitle>
          <CardDescription>
            <FormattedMessage
              id="display.pairing.description"
              defaultMessage="On the till, choose Customer display and type the code it shows."
            />
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {refusal && (
            <Alert variant="destructive">
              <AlertDescription>
                {refusal === unknownDisplayCodeMessage
                  ? intl.formatMessage({
                      id: 'display.unknownCode',
                      defaultMessage: 'That display code is not known. Pair the display again from the till.',
                    })
                  : refusal}
              </AlertDescription>
            </Alert>
          )}
          <form className="space-y-4" noValidate onSubmit={connect}>
            <FormField
              id="display-code"
              label={intl.formatMessage({ id: 'display.code', defaultMessage: 'Display code' })}
              error={error ?? undefined}
            >
              <Input
                id="display-code"
                autoFocus
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={displayCodeLength}
                className="h-16 text-center font-mono text-4xl tracking-[0.3em] uppercase md:text-4xl"
                value={text}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? 'display-code-error' : undefined}
                onChange={(event) => setText(event.target.value.toUpperCase().replace(/\s/g, ''))}
              />
            </FormField>
            <Button type="submit" size="till" className="w-full">
              <FormattedMessage id="display.connect" defaultMessage="Connect" />
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
