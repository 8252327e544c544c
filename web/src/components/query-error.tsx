import type { ReactNode } from 'react';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

interface QueryErrorProps {
  error: Error;
  onRetry: () => void;
  title?: ReactNode;
}

/** What a screen shows when its data could not be loaded: the reason and a way to try again. */
export function QueryError({ error, onRetry, title }: QueryErrorProps) {
  return (
    <Alert variant="destructive">
      <TriangleAlert />
      <AlertTitle>
        {title ?? <FormattedMessage id="common.couldNotLoad" defaultMessage="Could not load this" />}
      </AlertTitle>
      <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
        <span>{error.message}</span>
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCw /> <FormattedMessage id="common.retry" defaultMessage="Retry" />
        </Button>
      </AlertDescription>
    </Alert>
  );
}
