import type { ReactNode } from 'react';
import { History } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

interface TillBarProps {
  icon: LucideIcon;
  title: string;
  status: ReactNode;
  badge?: ReactNode;
  /** The bar's buttons; the link to the shift history always ends them. */
  actions: ReactNode;
  children?: ReactNode;
}

/** The bar above the till saying which till this browser is and its shift, with what can be done about it. */
export function TillBar({ icon: Icon, title, status, badge, actions, children }: TillBarProps) {
  return (
    <section
      aria-label="Shift"
      data-print="hide"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-background px-4 py-3"
    >
      <div className="flex min-w-0 items-center gap-3">
        <Icon className="size-5 shrink-0 text-muted-foreground" />
        <div className="min-w-0">
          <p className="font-semibold">{title}</p>
          <p className="text-sm text-muted-foreground" data-testid="shift-status">
            {status}
          </p>
        </div>
        {badge}
      </div>
      <div className="flex flex-wrap gap-2">
        {actions}
        <Button variant="ghost" asChild>
          <Link to="/shifts">
            <History /> Shifts
          </Link>
        </Button>
      </div>
      {children}
    </section>
  );
}
