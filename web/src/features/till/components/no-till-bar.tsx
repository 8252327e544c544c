import { History, LockOpen, MonitorSmartphone } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

interface NoTillBarProps {
  /** Opens a shift on this browser: asks which till it is first. */
  onOpenShift: () => void;
  onChooseTill: () => void;
}

/** The till's bar on a browser that is not a till yet: selling works at once, and Checkout asks which till it is. */
export function NoTillBar({ onOpenShift, onChooseTill }: NoTillBarProps) {
  return (
    <section
      aria-label="Shift"
      data-print="hide"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-background px-4 py-3"
    >
      <div className="flex min-w-0 items-center gap-3">
        <MonitorSmartphone className="size-5 shrink-0 text-muted-foreground" />
        <div className="min-w-0">
          <p className="font-semibold">This browser is not a till yet</p>
          <p className="text-sm text-muted-foreground" data-testid="shift-status">
            Checkout asks which of the store’s tills it is.
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onOpenShift}>
          <LockOpen /> Open shift
        </Button>
        <Button variant="outline" onClick={onChooseTill}>
          <MonitorSmartphone /> Choose till
        </Button>
        <Button variant="ghost" asChild>
          <Link to="/shifts">
            <History /> Shifts
          </Link>
        </Button>
      </div>
    </section>
  );
}
