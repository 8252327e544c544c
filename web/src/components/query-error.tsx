import { RotateCw, TriangleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

interface QueryErrorProps {
  error: Error;
  onRetry: () => void;
  title?: string;
}

/** What a screen shows when its data could not be loaded: the reason and a way to try again. */
export function QueryError({ error, onRetry, title = 'Could not load this' }: QueryErrorProps) {
  return (
    <Alert variant="destructive">
      <TriangleAlert />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
        <span>{error.message}</span>
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCw /> Retry
        </Button>
      </AlertDescription>
    </Alert>
  );
}
