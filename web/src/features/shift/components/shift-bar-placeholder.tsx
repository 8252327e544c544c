import type { ReactNode } from 'react';
import { ArrowLeftRight, FileText, Lock, MonitorSmartphone, Wallet } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@/components/ui/button';
import { TillBar } from '@/components/till-bar';

/**
 * The shift bar's place while the till's shift loads: the bar of an open shift, its buttons greyed and hidden from
 * assistive technology, so the products below do not jump down under a finger when the bar arrives (114 px on a
 * tablet in portrait, where the buttons wrap).
 */
export function ShiftBarPlaceholder({ tillName }: { tillName: string }) {
  const placeholder = (label: ReactNode, icon?: ReactNode, variant: 'outline' | 'ghost' = 'outline') => (
    <Button variant={variant} disabled tabIndex={-1} aria-hidden className="animate-pulse text-transparent">
      {icon}
      {label}
    </Button>
  );
  return (
    <TillBar
      icon={Wallet}
      title={tillName}
      status={
        <span className="animate-pulse">
          <FormattedMessage id="shift.loading" defaultMessage="Loading the shift…" />
        </span>
      }
      actions={
        <>
          {placeholder(<FormattedMessage id="shift.cashInOut" defaultMessage="Cash in/out" />, <ArrowLeftRight />)}
          {placeholder(<FormattedMessage id="shift.noSale" defaultMessage="No Sale" />)}
          {placeholder(<FormattedMessage id="shift.xReport" defaultMessage="X report" />, <FileText />)}
          {placeholder(<FormattedMessage id="shift.close" defaultMessage="Close shift" />, <Lock />)}
          {placeholder(
            <FormattedMessage id="shift.changeTill" defaultMessage="Change till" />,
            <MonitorSmartphone />,
            'ghost',
          )}
        </>
      }
    />
  );
}
