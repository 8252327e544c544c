import { Printer } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
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
import { ShiftSlip } from './shift-slip';
import type { SlipData } from './shift-slip-data';

interface SlipDialogProps {
  title: string;
  description: string;
  /** The report as its query holds it: loading, failed, or its slip. */
  report: { slip: SlipData | null; error: Error | null; isPending: boolean; retry: () => void };
  printLabel: string;
  onPrint: (slip: SlipData) => void;
  onClose: () => void;
}

/** An X or Z report on screen as the slip it prints, with Print (or Reprint) and Close. */
export function SlipDialog({ title, description, report, printLabel, onPrint, onClose }: SlipDialogProps) {
  const { slip } = report;
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {report.error && <QueryError error={report.error} onRetry={report.retry} />}
        {report.isPending && <Skeleton className="h-96" />}
        {slip && (
          <div className="max-h-[60svh] overflow-y-auto rounded-md border bg-muted/40 p-2">
            <ShiftSlip slip={slip} />
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" disabled={!slip} onClick={() => slip && onPrint(slip)}>
            <Printer /> {printLabel}
          </Button>
          <Button onClick={onClose}>
            <FormattedMessage id="shift.slip.close" defaultMessage="Close" />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
