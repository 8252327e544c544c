import { lazy, Suspense } from 'react';
import { PrintArea } from '@/components/print-area';
import { usePrintJob } from '@/hooks/use-print-job';
import type { SlipData } from './shift-slip-data';

// The slip loads the first time one is printed: the till's first screen never needs it.
const ShiftSlip = lazy(() => import('./shift-slip').then((m) => ({ default: m.ShiftSlip })));

interface SlipPrintAreaProps {
  slip: SlipData;
  paperWidth: 58 | 80;
  onReady: () => void;
}

/** An X or Z report slip drawn for printing; the till's shift bar loads it with the first slip it prints. */
export function SlipPrintArea({ slip, paperWidth, onReady }: SlipPrintAreaProps) {
  return (
    <PrintArea paperWidth={paperWidth} testId="print-shift-report">
      <Suspense fallback={null}>
        <ShiftSlip slip={slip} paperWidth={paperWidth} onReady={onReady} />
      </Suspense>
    </PrintArea>
  );
}

/** Prints an X or Z report slip on the receipt printer's paper. */
export function useSlipPrinter(paperWidth: 58 | 80 = 80) {
  const job = usePrintJob<SlipData>();
  const printArea = job.item ? <SlipPrintArea slip={job.item} paperWidth={paperWidth} onReady={job.onReady} /> : null;
  return { print: job.print, printArea };
}
