import { useContext } from 'react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { firstScreenFor } from '@tillwise/core/staff/permissions';
import type { Permission } from '@tillwise/core/staff/permissions';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/session/api/get-session';
import { SignedInAtContext } from './signed-in-at';

interface RequirePermissionProps {
  anyOf: readonly Permission[];
  children: ReactNode;
}

/**
 * Renders a screen only for roles allowed to see it; the server enforces the same table. Someone who has just signed
 * in on a screen they may not open (Switch User on a manager's Settings) goes to their own first screen instead.
 */
export function RequirePermission({ anyOf, children }: RequirePermissionProps) {
  const { data: session } = useSession();
  const signedInAt = useContext(SignedInAtContext);
  const location = useLocation();
  if (session && anyOf.some((permission) => session.permissions.includes(permission))) return children;
  if (session && signedInAt === location.key) return <Navigate to={firstScreenFor(session.user.role)} replace />;
  return (
    <div className="flex flex-col items-center gap-3 py-24 text-center">
      <ShieldAlert className="size-10 text-muted-foreground" />
      <h1 className="text-xl font-semibold">
        <FormattedMessage id="common.noAccess" defaultMessage="You don't have access to this screen" />
      </h1>
      <p className="max-w-sm text-muted-foreground">
        <FormattedMessage
          id="common.noAccess.askManager"
          defaultMessage="Ask a manager or the store admin to open it for you."
        />
      </p>
      <Button asChild variant="outline">
        <Link to="/">
          <FormattedMessage id="common.returnToDashboard" defaultMessage="Return to Dashboard" />
        </Link>
      </Button>
    </div>
  );
}
