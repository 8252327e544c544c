import type { ReactNode } from 'react';
import { ArrowLeftRight, FileText, Lock, MonitorSmartphone, Wallet } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TillBar } from '@/components/till-bar';

/**
 * The shift bar's place while the till's shift loads: the bar of an open shift, its buttons greyed and hidden from
 * assistive technology, so the products below do not jump down under a finger when the bar arrives (114 px on a
 * tablet in portrait, where the buttons wrap).
 */
export function ShiftBarPlaceholder({ tillName }: { tillName: string }) {
  const placeholder = (label: string, icon?: ReactNode, variant: 'outline' | 'ghost' = 'outline') => (
    <Button variant={variant} disabled tabIndex={-1} aria-hidden className="animate-pulse text-transparent">
      {icon}
      {label}
    </Button>
  );
  return (
    <TillBar
      icon={Wallet}
      title={tillName}
      status={<span className="animate-pulse">Loading the shift…</span>}
      actions={
        <>
          {placeholder('Cash in/out', <ArrowLeftRight />)}
          {placeholder('No Sale')}
          {placeholder('X report', <FileText />)}
          {placeholder('Close shift', <Lock />)}
          {placeholder('Change till', <MonitorSmartphone />, 'ghost')}
        </>
      }
    />
  );
}
