import { centsToDollarText } from '@tillwise/core/money/money';
import { useState } from 'react';
import { LoaderCircle, PackageCheck } from 'lucide-react';
import { parseDollars } from '@tillwise/core/catalog/catalog-schemas';
import { purchaseOrderReceiptInputSchema } from '@tillwise/core/purchasing/purchase-order-schemas';
import type { PurchaseOrder } from '@tillwise/core/purchasing/purchase-order-schemas';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { useReceivePurchaseOrder } from '../api/receive-purchase-order';

interface ReceiveDialogProps {
  order: PurchaseOrder;
  onClose: () => void;
  onReceived: (order: PurchaseOrder, units: number) => void;
}

const dollars = centsToDollarText;

/**
 * Books a delivery against an order: what arrived of each line still to come (all of it to start with) and the
 * invoiced cost, which feeds the product's weighted average cost.
 */
export function ReceiveDialog({ order, onClose, onReceived }: ReceiveDialogProps) {
  const open = order.lines.filter((line) => line.received < line.quantity);
  const [arrived, setArrived] = useState(() =>
    Object.fromEntries(open.map((line) => [line.productId, String(line.quantity - line.received)])),
  );
  const [costs, setCosts] = useState(() =>
    Object.fromEntries(open.map((line) => [line.productId, dollars(line.unitCostCents)])),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const receive = useReceivePurchaseOrder({
    onSuccess: (updated, variables) =>
      onReceived(
        updated,
        variables.input.lines.reduce((sum, line) => sum + line.quantity, 0),
      ),
  });

  const submit = () => {
    const lines = open.map((line) => {
      const cost = parseDollars(costs[line.productId] ?? '');
      return {
        productId: line.productId,
        quantity: arrived[line.productId] ?? '',
        ...(cost !== null && cost !== line.unitCostCents && { unitCostCents: cost }),
      };
    });
    if (open.some((line) => parseDollars(costs[line.productId] ?? '') === null))
      return setProblem('Enter each cost such as 4.50');
    const parsed = purchaseOrderReceiptInputSchema.safeParse({ lines });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Check the quantities');
    setProblem(null);
    receive.mutate({ id: order.id, input: parsed.data });
  };
  const serverDetails = new Map(
    (receive.error?.details ?? []).map((detail) => [detail.path.split('.')[1], detail.message]),
  );

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Receive {order.number}</DialogTitle>
          <DialogDescription>
            From {order.supplier.name}. Enter what arrived; the rest stays on order.
          </DialogDescription>
        </DialogHeader>
        <div aria-hidden className="flex justify-end gap-2 text-xs text-muted-foreground">
          <span className="w-20 text-right">Arrived</span>
          <span className="w-24 text-right">Cost each</span>
        </div>
        <ul aria-label="Goods arriving" className="-mt-2 divide-y">
          {open.map((line, index) => (
            <li key={line.productId} className="flex flex-wrap items-center gap-2 py-2">
              <div className="min-w-0 flex-1 basis-40">
                <p className="truncate text-sm font-medium">{line.name}</p>
                <p className="text-xs text-muted-foreground">
                  {line.received} of {line.quantity} received
                </p>
              </div>
              <Input
                aria-label={`Arrived of ${line.name}`}
                inputMode="numeric"
                className="w-20 text-right"
                value={arrived[line.productId] ?? ''}
                onChange={(event) => setArrived((current) => ({ ...current, [line.productId]: event.target.value }))}
              />
              <Input
                aria-label={`Invoiced cost of ${line.name}`}
                inputMode="decimal"
                className="w-24 text-right"
                value={costs[line.productId] ?? ''}
                onChange={(event) => setCosts((current) => ({ ...current, [line.productId]: event.target.value }))}
              />
              {serverDetails.get(String(index)) && (
                <p className="basis-full text-sm text-destructive">{serverDetails.get(String(index))}</p>
              )}
            </li>
          ))}
        </ul>
        {(problem ?? receive.error) && (
          <Alert variant="destructive">
            <AlertDescription>{problem ?? receive.error?.message}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="button" disabled={receive.isPending} onClick={submit}>
            {receive.isPending ? <LoaderCircle className="animate-spin" /> : <PackageCheck />}
            Receive goods
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
