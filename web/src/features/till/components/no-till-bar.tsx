import { LockOpen, MonitorSmartphone } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
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
      title={<FormattedMessage id="till.notATill" defaultMessage="This browser is not a till yet" />}
      status={
        <FormattedMessage id="till.checkoutAsks" defaultMessage="Checkout asks which of the store’s tills it is." />
      }
      actions={
        <>
          <Button variant="outline" onClick={onOpenShift}>
            <LockOpen /> <FormattedMessage id="shift.open" defaultMessage="Open shift" />
          </Button>
          <Button variant="outline" onClick={onChooseTill}>
            <MonitorSmartphone /> <FormattedMessage id="till.choose" defaultMessage="Choose till" />
          </Button>
        </>
      }
    />
  );
}
