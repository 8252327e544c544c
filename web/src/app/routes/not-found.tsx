import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { Button } from '@/components/ui/button';

export function NotFoundRoute() {
  const location = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <div className="flex flex-col items-center gap-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">
        <FormattedMessage id="common.notFound" defaultMessage="Oops! Page not found" />
      </h1>
      <p className="max-w-md text-muted-foreground">
        <FormattedMessage
          id="common.notFound.description"
          defaultMessage="The page you are looking for might have been removed, had its name changed, or is temporarily unavailable."
        />
      </p>
      <Button asChild>
        <Link to="/">
          <FormattedMessage id="common.returnToDashboard" defaultMessage="Return to Dashboard" />
        </Link>
      </Button>
    </div>
  );
}
