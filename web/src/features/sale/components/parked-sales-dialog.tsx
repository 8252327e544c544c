import { formatDistanceToNow } from 'date-fns';
import { LoaderCircle } from 'lucide-react';
import { formatMoney } from '@tillwise/core/money/money';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useDiscardParkedSale } from '../api/discard-parked-sale';
import { getSale } from '../api/get-sale';
import { useSales } from '../api/get-sales';

interface ParkedSalesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onResume: (sale: Sale) => void;
}

/** Sales saved for later: when, by whom, how many items and how much; resume one or discard it. */
export function ParkedSalesDialog({ open, onOpenChange, onResume }: ParkedSalesDialogProps) {
  const parked = useSales({ status: 'parked', pageSize: 50 }, open);
  const discard = useDiscardParkedSale();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Parked sales</DialogTitle>
          <DialogDescription>Sales saved for later. Resume one to finish it at the till.</DialogDescription>
        </DialogHeader>
        {parked.isPending && <Skeleton className="h-32" />}
        {parked.isError && <QueryError error={parked.error} onRetry={() => void parked.refetch()} />}
        {parked.data?.items.length === 0 && <p className="py-8 text-center text-muted-foreground">No parked sales</p>}
        <ul className="max-h-96 divide-y overflow-y-auto">
          {parked.data?.items.map((sale) => (
            <li key={sale.id} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium">
                  {sale.number} · {formatMoney(sale.totalCents)}
                </p>
                <p className="text-xs text-muted-foreground">
                  {formatDistanceToNow(new Date(sale.createdAt), { addSuffix: true })} · {sale.staff.name} ·{' '}
                  {sale.itemCount} {sale.itemCount === 1 ? 'item' : 'items'}
                  {sale.customer && ` · ${sale.customer.name}`}
                  {sale.note && ` · “${sale.note}”`}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                className="text-destructive"
                disabled={discard.isPending}
                onClick={() => discard.mutate(sale.id)}
              >
                Discard
              </Button>
              <Button size="sm" onClick={async () => onResume(await getSale(sale.id))}>
                {discard.isPending ? <LoaderCircle className="animate-spin" /> : null}
                Resume
              </Button>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
