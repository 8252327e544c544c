import { LockOpen, MonitorSmartphone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TillBar } from '@/components/till-bar';

interface NoTillBarProps {
  /** Opens a shift on this browser: asks which till it is first. */
  onOpenShift: () => void;
  onChooseTill: () => void;
}

/** The till's bar on a browser that is not a till yet: selling works at once, and Checkout asks which till it is. */
export function NoTillBar({ onOpenShift, onChooseTill }: NoTillBarProps) {
  return (
    <TillBar
      icon={MonitorSmartphone}
      title="This browser is not a till yet"
      status="Checkout asks which of the store’s tills it is."
      actions={
        <>
          <Button variant="outline" onClick={onOpenShift}>
            <LockOpen /> Open shift
          </Button>
          <Button variant="outline" onClick={onChooseTill}>
            <MonitorSmartphone /> Choose till
          </Button>
        </>
      }
    />
  );
}
