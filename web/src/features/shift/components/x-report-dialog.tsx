import { useIntl } from 'react-intl';
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
  const intl = useIntl();
  const report = useShiftReport(shiftId);
  return (
    <SlipDialog
      title={intl.formatMessage({ id: 'shift.xReport', defaultMessage: 'X report' })}
      description={intl.formatMessage({
        id: 'shift.xReport.description',
        defaultMessage: 'The shift’s totals so far. The shift stays open.',
      })}
      report={{
        slip: report.data ? slipOfX(intl, report.data) : null,
        error: report.error,
        isPending: report.isPending,
        retry: () => void report.refetch(),
      }}
      printLabel={intl.formatMessage({ id: 'shift.xReport.print', defaultMessage: 'Print' })}
      onPrint={onPrint}
      onClose={onClose}
    />
  );
}
