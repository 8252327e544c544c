import { LoaderCircle, MonitorSmartphone } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

interface TillStoreMismatchProps {
  tillName: string;
  storeName: string;
  /** Absent when the member cannot switch to the till's store. */
  onSwitch?: () => void;
  switching?: boolean;
}

/** In place of the till when it belongs to another store than the session's: its sales would land in the wrong one. */
export function TillStoreMismatch({ tillName, storeName, onSwitch, switching }: TillStoreMismatchProps) {
  return (
    <Card role="region" aria-label={tillName} className="mx-auto w-full max-w-xl">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <MonitorSmartphone className="size-5" /> {tillName}
        </CardTitle>
        <CardDescription>
          <FormattedMessage
            id="till.otherStore"
            defaultMessage="This till belongs to {store}. Switch to {store} to sell here."
            values={{ store: storeName }}
          />
        </CardDescription>
      </CardHeader>
      <CardContent>
        {onSwitch ? (
          <Button onClick={onSwitch} disabled={switching}>
            {switching && <LoaderCircle className="animate-spin" />}
            <FormattedMessage id="till.switchTo" defaultMessage="Switch to {store}" values={{ store: storeName }} />
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage
              id="till.signInAgain"
              defaultMessage="Sign out and sign in again on this till to work in {store}."
              values={{ store: storeName }}
            />
          </p>
        )}
      </CardContent>
    </Card>
  );
}
