import { PrintArea } from '@/components/print-area';
import { usePrintJob } from '@/hooks/use-print-job';
import { ShiftSlip } from './shift-slip';
import type { SlipData } from './shift-slip';

/** Prints an X or Z report slip on the receipt printer's paper. */
export function useSlipPrinter(paperWidth: 58 | 80 = 80) {
  const job = usePrintJob<SlipData>();
  const printArea = job.item ? (
    <PrintArea paperWidth={paperWidth} testId="print-shift-report">
      <ShiftSlip slip={job.item} paperWidth={paperWidth} onReady={job.onReady} />
    </PrintArea>
  ) : null;
  return { print: job.print, printArea };
}
