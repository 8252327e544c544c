import { Printer } from 'lucide-react';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useShiftReport } from '../api/get-shift-report';
import { ShiftSlip, slipOfX } from './shift-slip';
import type { SlipData } from './shift-slip';

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
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>X report</DialogTitle>
          <DialogDescription>The shift’s totals so far. The shift stays open.</DialogDescription>
        </DialogHeader>
        {report.isError && <QueryError error={report.error} onRetry={() => void report.refetch()} />}
        {report.isPending && <Skeleton className="h-96" />}
        {report.data && (
          <div className="max-h-[60svh] overflow-y-auto rounded-md border bg-muted/40 p-2">
            <ShiftSlip slip={slipOfX(report.data)} />
          </div>
        )}
        <DialogFooter>
          <Button
            variant="outline"
            disabled={!report.data}
            onClick={() => report.data && onPrint(slipOfX(report.data))}
          >
            <Printer /> Print
          </Button>
          <Button onClick={onClose}>Close</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
