import { lazy, Suspense } from 'react';
import { PrintArea } from '@/components/print-area';
import { usePrintJob } from '@/hooks/use-print-job';
import type { SlipData } from './shift-slip';

// The slip loads the first time one is printed: the till's first screen never needs it.
const ShiftSlip = lazy(() => import('./shift-slip').then((m) => ({ default: m.ShiftSlip })));

/** Prints an X or Z report slip on the receipt printer's paper. */
export function useSlipPrinter(paperWidth: 58 | 80 = 80) {
  const job = usePrintJob<SlipData>();
  const printArea = job.item ? (
    <PrintArea paperWidth={paperWidth} testId="print-shift-report">
      <Suspense fallback={null}>
        <ShiftSlip slip={job.item} paperWidth={paperWidth} onReady={job.onReady} />
      </Suspense>
    </PrintArea>
  ) : null;
  return { print: job.print, printArea };
}
