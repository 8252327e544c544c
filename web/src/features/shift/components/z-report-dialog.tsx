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
  const z = useZReport(id);
  return (
    <SlipDialog
      title={z.data ? `Z report ${z.data.number}` : 'Z report'}
      description={z.data ? `${z.data.body.till.name}, ${z.data.body.businessDate}` : 'Loading…'}
      report={{
        slip: z.data ? slipOfZ(z.data) : null,
        error: z.error,
        isPending: z.isPending,
        retry: () => void z.refetch(),
      }}
      printLabel="Reprint"
      onPrint={onPrint}
      onClose={onClose}
    />
  );
}
