import { isRouteErrorResponse } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { Button } from '@/components/ui/button';

/** What a screen threw: status and status text for a response, else the error's message. */
export function RouteErrorView({ error }: { error: unknown }) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);

  return (
    <div role="alert" className="mx-auto flex min-h-svh max-w-xl flex-col justify-center gap-4 p-8">
      <h1 className="text-2xl font-semibold">
        <FormattedMessage id="common.unexpectedError" defaultMessage="Unexpected Application Error!" />
      </h1>
      <p className="rounded-md border bg-muted p-4 font-mono text-sm break-words">{detail}</p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>
          <FormattedMessage id="common.reload" defaultMessage="Reload" />
        </Button>
        <Button variant="outline" onClick={() => window.location.assign('/')}>
          <FormattedMessage id="common.returnToDashboard" defaultMessage="Return to Dashboard" />
        </Button>
      </div>
    </div>
  );
}
