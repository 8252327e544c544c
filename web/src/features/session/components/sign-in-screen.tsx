import { useCallback, useState } from 'react';
import { KeyRound, LoaderCircle, Sprout } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useSignInRoster } from '../api/get-sign-in-roster';
import { useSignIn } from '../api/sign-in';
import { PinPad } from './pin-pad';
import { roleMessages } from './role-messages';
import { SignInError } from './sign-in-error';
import { StaffPicker } from './staff-picker';

/**
 * The screen the app opens on: choose yourself, enter your PIN. On a till (`storeId`, the till's store) it lists
 * that store's staff and signs in to that store.
 */
export function SignInScreen({ storeId, tillId }: { storeId?: string; tillId?: string }) {
  const roster = useSignInRoster(storeId);
  const [userId, setUserId] = useState<string | null>(null);
  const [pin, setPin] = useState('');
  const signIn = useSignIn({ onError: () => setPin('') });

  const selected = roster.data?.staff.find((member) => member.id === userId) ?? null;
  const submit = useCallback(() => {
    if (userId && pin.length >= 4 && !signIn.isPending) signIn.mutate({ userId, pin, storeId, tillId });
  }, [userId, pin, storeId, tillId, signIn]);

  return (
    <div className="grid min-h-svh bg-muted/40 lg:grid-cols-[1fr_1.1fr]">
      <aside className="relative hidden flex-col justify-between overflow-hidden bg-primary p-10 text-primary-foreground lg:flex">
        <div className="flex items-center gap-2 text-lg font-semibold">
          <Sprout className="size-6" /> {roster.data?.productName ?? 'Tillwise'}
        </div>
        <div className="space-y-3">
          <p className="text-3xl leading-tight font-semibold">
            <FormattedMessage
              id="signIn.headline"
              defaultMessage="Ring up sales, keep stock honest, know your numbers."
            />
          </p>
          <p className="max-w-md text-primary-foreground/80">
            <FormattedMessage
              id="signIn.tagline"
              defaultMessage="Modern UX, faster integrations and higher reliability for independent stores."
            />
          </p>
        </div>
        <p className="text-sm text-primary-foreground/90">
          <FormattedMessage id="signIn.pointOfSale" defaultMessage="Point of sale and back office" />
        </p>
      </aside>

      <main className="flex items-center justify-center p-4 sm:p-8">
        <Card className="w-full max-w-md">
          <CardHeader className="text-center">
            <div className="mx-auto mb-2 flex size-11 items-center justify-center rounded-xl bg-primary text-primary-foreground lg:hidden">
              <Sprout className="size-6" />
            </div>
            <CardTitle>
              <h1 className="text-2xl">
                <FormattedMessage id="signIn.title" defaultMessage="Sign in" />
              </h1>
            </CardTitle>
            <CardDescription>
              {selected ? (
                <FormattedMessage
                  id="signIn.enterPin"
                  defaultMessage="Enter the PIN for {name}"
                  values={{ name: selected.name }}
                />
              ) : (
                <FormattedMessage id="signIn.chooseWho" defaultMessage="Choose who is at the till" />
              )}
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-6">
            {roster.isPending && (
              <div className="grid grid-cols-2 gap-2.5">
                {Array.from({ length: 4 }, (_, index) => (
                  <Skeleton key={index} className="h-16" />
                ))}
              </div>
            )}
            {roster.isError && <QueryError error={roster.error} onRetry={() => void roster.refetch()} />}
            {roster.data && (
              <StaffPicker
                staff={roster.data.staff}
                selectedId={userId}
                onSelect={(member) => {
                  setUserId(member.id);
                  setPin('');
                  signIn.reset();
                }}
              />
            )}

            {selected && (
              <form
                className="space-y-5"
                onSubmit={(event) => {
                  event.preventDefault();
                  submit();
                }}
              >
                <PinPad pin={pin} onPinChange={setPin} onSubmit={submit} disabled={signIn.isPending} />
                {signIn.error && (
                  <Alert variant="destructive">
                    <AlertDescription>
                      <SignInError error={signIn.error} />
                    </AlertDescription>
                  </Alert>
                )}
                <Button type="submit" className="w-full" size="lg" disabled={pin.length < 4 || signIn.isPending}>
                  {signIn.isPending ? <LoaderCircle className="animate-spin" /> : <KeyRound />}
                  <FormattedMessage id="signIn.submit" defaultMessage="Sign in" />
                </Button>
              </form>
            )}

            {!window.isSecureContext && (
              // Plain http at the shop's address: the till cannot reload offline or print over USB from here.
              <p className="text-center text-sm text-muted-foreground">
                <FormattedMessage id="signIn.notSecure" defaultMessage="This page is not on a secure address." />{' '}
                <a href="/add-till" className="font-medium text-foreground underline underline-offset-2">
                  <FormattedMessage id="signIn.setUpHttps" defaultMessage="Set up this till for https" />
                </a>
              </p>
            )}

            {roster.data?.demoPins && (
              <div className="rounded-lg border border-dashed p-3 text-sm">
                <p className="mb-1.5 font-medium">
                  <FormattedMessage id="signIn.demoPins" defaultMessage="Demo store PINs" />
                </p>
                <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-muted-foreground">
                  {roster.data.demoPins.map(({ role, pin: demoPin }) => (
                    <li key={role} className="flex justify-between capitalize">
                      <span>
                        <FormattedMessage {...roleMessages[role]} />
                      </span>
                      <span className="font-mono text-foreground">{demoPin}</span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
