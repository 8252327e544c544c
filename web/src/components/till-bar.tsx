import type { ReactNode } from 'react';
import { ChevronDown, History, ShieldAlert } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { tillStrip, useTillStripOpen } from '@/hooks/use-till-strip';
import { cn } from '@/lib/cn';

interface TillBarProps {
  icon: LucideIcon;
  title: ReactNode;
  status: ReactNode;
  badge?: ReactNode;
  /** The bar's buttons; the link to the shift history always ends them. */
  actions: ReactNode;
  children?: ReactNode;
}

/**
 * The bar above the till saying which till this browser is and its shift, with what can be done about it. On a
 * phone it is one line: its buttons, the till's own and the insecure-address warning open from "Till actions".
 */
export function TillBar({ icon: Icon, title, status, badge, actions, children }: TillBarProps) {
  const intl = useIntl();
  const open = useTillStripOpen();
  const insecure = !window.isSecureContext;
  return (
    <section
      aria-label={intl.formatMessage({ id: 'shift.bar', defaultMessage: 'Shift' })}
      data-print="hide"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-background px-4 py-3"
    >
      <div className="flex min-w-0 items-center gap-3 max-tablet:flex-1">
        <Icon className="size-5 shrink-0 text-muted-foreground" />
        <div className="min-w-0">
          {/* The badge (a shift left open overnight) sits beside the till's name, not beside the status: arriving
              with the shift it changes no height, so the tiles below stay under a finger, and on a phone it does
              not squeeze the status into a column of words. */}
          <p className="flex flex-wrap items-center gap-x-2 font-semibold">
            {title}
            {badge}
          </p>
          <p className="text-sm text-muted-foreground" data-testid="shift-status">
            {status}
          </p>
        </div>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="ml-auto shrink-0 tablet:hidden"
        aria-label={
          insecure
            ? intl.formatMessage({ id: 'shift.actionsInsecure', defaultMessage: 'Till actions, not a secure address' })
            : intl.formatMessage({ id: 'shift.actions', defaultMessage: 'Till actions' })
        }
        aria-expanded={open}
        onClick={() => tillStrip.set(!open)}
      >
        {insecure && <ShieldAlert className="text-amber-700" />}
        <ChevronDown className={cn('transition-transform', open && 'rotate-180')} />
      </Button>
      <div className={cn('flex flex-wrap gap-2', !open && 'max-tablet:hidden')}>
        {actions}
        <Button variant="ghost" asChild>
          <Link to="/shifts">
            <History /> <FormattedMessage id="shift.history" defaultMessage="Shifts" />
          </Link>
        </Button>
      </div>
      {children}
    </section>
  );
}
