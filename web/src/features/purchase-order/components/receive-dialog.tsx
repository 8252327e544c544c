import { useState } from 'react';
import { LoaderCircle, PackageCheck } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { productAmountLimits } from '@tillwise/core/catalog/catalog-schemas';

import { readQuantityField } from '@tillwise/core/catalog/quantity-field';
import { quantityTotals } from '@tillwise/core/catalog/quantity-totals';
import { purchaseOrderReceiptInputSchema } from '@tillwise/core/purchasing/purchase-order-schemas';
import type { PurchaseOrder } from '@tillwise/core/purchasing/purchase-order-schemas';
import { QuantityInput } from '@/components/quantity-input';
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
import { arrivedProblem, arrivedText } from '../lib/purchase-order-messages';
import { parseAmount, toAmountText } from '@/lib/money';
import { sessionLocale } from '@/lib/session-locale';
import { quantityInputText, quantityText } from '@/lib/quantity';

interface ReceiveDialogProps {
  order: PurchaseOrder;
  onClose: () => void;
  /** `arrived` says what came in as people read it: '10 units', '2.5 lb', '4 units · 2.5 lb'. */
  onReceived: (order: PurchaseOrder, arrived: string) => void;
}

const dollars = toAmountText;

/**
 * Books a delivery against an order: what arrived of each line still to come (all of it to start with; a weight in
 * its unit) and the invoiced cost, which feeds the product's weighted average cost.
 */
export function ReceiveDialog({ order, onClose, onReceived }: ReceiveDialogProps) {
  const intl = useIntl();
  const open = order.lines.filter((line) => line.received < line.quantity);
  const [arrived, setArrived] = useState(() =>
    Object.fromEntries(
      open.map((line) => [line.productId, quantityInputText(line.quantity - line.received, line.soldBy)]),
    ),
  );
  const [costs, setCosts] = useState(() =>
    Object.fromEntries(open.map((line) => [line.productId, dollars(line.unitCostCents)])),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [lineProblems, setLineProblems] = useState<Record<string, string>>({});
  const receive = useReceivePurchaseOrder({
    onSuccess: (updated, variables) =>
      onReceived(
        updated,
        arrivedText(
          intl,
          quantityTotals(
            variables.input.lines.map((entry) => ({
              quantity: entry.quantity,
              soldBy: open.find((line) => line.productId === entry.productId)?.soldBy,
            })),
          ),
        ),
      ),
  });

  const submit = () => {
    const readings = open.map((line) =>
      readQuantityField(arrived[line.productId] ?? '', line.soldBy, {
        allowZero: true,
        what: 'arrived',
        locale: sessionLocale(),
      }),
    );
    const problemOf = (index: number) =>
      arrivedProblem(intl, arrived[open[index]!.productId] ?? '', open[index]!.soldBy);
    setLineProblems(
      Object.fromEntries(
        readings.flatMap((read, index) => (read.ok ? [] : [[open[index]!.productId, problemOf(index)]])),
      ),
    );
    if (readings.some((read) => !read.ok)) return setProblem(null);
    if (open.some((line) => parseAmount(costs[line.productId] ?? '', productAmountLimits) === null))
      return setProblem(
        intl.formatMessage(
          { id: 'purchaseOrder.receive.costHint', defaultMessage: 'Enter each cost such as {example}' },
          { example: toAmountText(450) },
        ),
      );
    const lines = open.map((line, index) => {
      const cost = parseAmount(costs[line.productId] ?? '', productAmountLimits);
      const read = readings[index]!;
      return {
        productId: line.productId,
        quantity: read.ok ? read.quantity : 0,
        ...(cost !== null && cost !== line.unitCostCents && { unitCostCents: cost }),
      };
    });
    const parsed = purchaseOrderReceiptInputSchema.safeParse({ lines });
    if (!parsed.success)
      return setProblem(
        parsed.error.issues[0]?.message ??
          intl.formatMessage({ id: 'purchaseOrder.receive.check', defaultMessage: 'Check the quantities' }),
      );
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
          <DialogTitle>
            <FormattedMessage
              id="purchaseOrder.receive.title"
              defaultMessage="Receive {number}"
              values={{ number: order.number }}
            />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="purchaseOrder.receive.description"
              defaultMessage="From {supplier}. Enter what arrived; the rest stays on order."
              values={{ supplier: order.supplier.name }}
            />
          </DialogDescription>
        </DialogHeader>
        <div aria-hidden className="flex justify-end gap-2 text-xs text-muted-foreground">
          <span className="w-24 text-right">
            <FormattedMessage id="purchaseOrder.receive.arrived" defaultMessage="Arrived" />
          </span>
          <span className="w-24 text-right">
            <FormattedMessage id="purchaseOrder.costEach" defaultMessage="Cost each" />
          </span>
        </div>
        <ul
          aria-label={intl.formatMessage({ id: 'purchaseOrder.receive.goods', defaultMessage: 'Goods arriving' })}
          className="-mt-2 divide-y"
        >
          {open.map((line, index) => {
            const lineError = lineProblems[line.productId] ?? serverDetails.get(String(index));
            return (
              <li key={line.productId} className="flex flex-wrap items-center gap-2 py-2">
                <div className="min-w-0 flex-1 basis-40">
                  <p className="truncate text-sm font-medium">{line.name}</p>
                  <p className="text-xs text-muted-foreground">
                    <FormattedMessage
                      id="purchaseOrder.receive.soFar"
                      defaultMessage="{received} of {ordered} received"
                      values={{
                        received: quantityInputText(line.received, line.soldBy),
                        ordered: quantityText(line.quantity, line.soldBy),
                      }}
                    />
                  </p>
                </div>
                <QuantityInput
                  soldBy={line.soldBy}
                  aria-label={intl.formatMessage(
                    { id: 'purchaseOrder.receive.arrivedOf', defaultMessage: 'Arrived of {name}' },
                    { name: line.name },
                  )}
                  aria-invalid={Boolean(lineError)}
                  className="w-24"
                  value={arrived[line.productId] ?? ''}
                  onChange={(event) => setArrived((current) => ({ ...current, [line.productId]: event.target.value }))}
                />
                <Input
                  aria-label={intl.formatMessage(
                    { id: 'purchaseOrder.receive.costOf', defaultMessage: 'Invoiced cost of {name}' },
                    { name: line.name },
                  )}
                  inputMode="decimal"
                  className="w-24 text-right"
                  value={costs[line.productId] ?? ''}
                  onChange={(event) => setCosts((current) => ({ ...current, [line.productId]: event.target.value }))}
                />
                {lineError && <p className="basis-full text-sm text-destructive">{lineError}</p>}
              </li>
            );
          })}
        </ul>
        {(problem ?? receive.error) && (
          <Alert variant="destructive">
            <AlertDescription>{problem ?? receive.error?.message}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            <FormattedMessage id="purchaseOrder.cancel" defaultMessage="Cancel" />
          </Button>
          <Button type="button" disabled={receive.isPending} onClick={submit}>
            {receive.isPending ? <LoaderCircle className="animate-spin" /> : <PackageCheck />}
            <FormattedMessage id="purchaseOrder.receive.submit" defaultMessage="Receive goods" />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
