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
import { useZReport } from '../api/get-z-report';
import { ShiftSlip, slipOfZ } from './shift-slip';
import type { SlipData } from './shift-slip';

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
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{z.data ? `Z report ${z.data.number}` : 'Z report'}</DialogTitle>
          <DialogDescription>
            {z.data ? `${z.data.body.till.name}, ${z.data.body.businessDate}` : 'Loading…'}
          </DialogDescription>
        </DialogHeader>
        {z.isError && <QueryError error={z.error} onRetry={() => void z.refetch()} />}
        {z.isPending && <Skeleton className="h-96" />}
        {z.data && (
          <div className="max-h-[60svh] overflow-y-auto rounded-md border bg-muted/40 p-2">
            <ShiftSlip slip={slipOfZ(z.data)} />
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" disabled={!z.data} onClick={() => z.data && onPrint(slipOfZ(z.data))}>
            <Printer /> Reprint
          </Button>
          <Button onClick={onClose}>Close</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
