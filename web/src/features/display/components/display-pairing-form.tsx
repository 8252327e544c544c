import { useState } from 'react';
import type { FormEvent } from 'react';
import { MonitorSmartphone } from 'lucide-react';
import { displayCodeLength, displayCodeSchema } from '@tillwise/core/display/display-schemas';
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
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const connect = (event: FormEvent) => {
    event.preventDefault();
    const code = displayCodeSchema.safeParse(text);
    if (!code.success) return setError(code.error.issues[0]?.message ?? 'Check the code');
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
            <h1 className="text-2xl">Customer display</h1>
          </CardTitle>
          <CardDescription>On the till, choose Customer display and type the code it shows.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {refusal && (
            <Alert variant="destructive">
              <AlertDescription>{refusal}</AlertDescription>
            </Alert>
          )}
          <form className="space-y-4" noValidate onSubmit={connect}>
            <FormField id="display-code" label="Display code" error={error ?? undefined}>
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
              Connect
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
