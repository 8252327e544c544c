import { useShiftReport } from '../api/get-shift-report';
import { slipOfX } from './shift-slip-data';
import type { SlipData } from './shift-slip-data';
import { SlipDialog } from './slip-dialog';

/** The X report: the shift's totals so far, without closing it; printable. */
export function XReportDialog({
  shiftId,
  onPrint,
  onClose,
}: {
  shiftId: string;
  onPrint: (slip: SlipData) => void;
  onClose: () => void;
}) {
  const report = useShiftReport(shiftId);
  return (
    <SlipDialog
      title="X report"
      description="The shift’s totals so far. The shift stays open."
      report={{
        slip: report.data ? slipOfX(report.data) : null,
        error: report.error,
        isPending: report.isPending,
        retry: () => void report.refetch(),
      }}
      printLabel="Print"
      onPrint={onPrint}
      onClose={onClose}
    />
  );
}
