import { useIntl } from 'react-intl';
import { useZReport } from '../api/get-z-report';
import { slipOfZ } from './shift-slip-data';
import type { SlipData } from './shift-slip-data';
import { SlipDialog } from './slip-dialog';

/** One Z report as it was written, to read or reprint. */
export function ZReportDialog({
  id,
  onPrint,
  onClose,
}: {
  id: string;
  onPrint: (slip: SlipData) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const z = useZReport(id);
  return (
    <SlipDialog
      title={
        z.data
          ? intl.formatMessage(
              { id: 'shift.zReport.numbered', defaultMessage: 'Z report {number}' },
              { number: z.data.number },
            )
          : intl.formatMessage({ id: 'shift.zReport', defaultMessage: 'Z report' })
      }
      description={
        z.data
          ? intl.formatMessage(
              { id: 'shift.zReport.tillAndDay', defaultMessage: '{till}, {day}' },
              { till: z.data.body.till.name, day: z.data.body.businessDate },
            )
          : intl.formatMessage({ id: 'shift.zReport.loading', defaultMessage: 'Loading…' })
      }
      report={{
        slip: z.data ? slipOfZ(intl, z.data) : null,
        error: z.error,
        isPending: z.isPending,
        retry: () => void z.refetch(),
      }}
      printLabel={intl.formatMessage({ id: 'shift.zReport.reprint', defaultMessage: 'Reprint' })}
      onPrint={onPrint}
      onClose={onClose}
    />
  );
}
