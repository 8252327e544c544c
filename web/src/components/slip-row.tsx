import { cn } from '@/lib/cn';

/** One line of a printed slip (a receipt, an X or Z report): the label left, the value right. */
export function SlipRow({ label, value, strong }: { label: string; value: string | number; strong?: boolean }) {
  return (
    <div className={cn('flex justify-between gap-2', strong && 'font-bold')}>
      <span>{label}</span>
      <span className="shrink-0 tabular-nums">{value}</span>
    </div>
  );
}
