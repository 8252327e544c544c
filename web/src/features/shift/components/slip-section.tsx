import type { ReactNode } from 'react';
import { formatMoney } from '@/lib/money';

export const Section = ({ title, children }: { title: ReactNode; children: ReactNode }) => (
  <div className="space-y-0.5 border-t border-dashed border-black pt-1">
    <p className="font-bold">{title}</p>
    {children}
  </div>
);
export const money = formatMoney;
/** Money taken off, as '-$5.00' (and plain '$0.00' when nothing was). */
export const less = (cents: number) => (cents === 0 ? formatMoney(0) : `-${formatMoney(cents)}`);
