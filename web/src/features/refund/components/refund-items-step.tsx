import { formatMoney } from '@tillwise/core/money/money';
import { lineAmountCents, lineQuantityLabel, quantityText } from '@tillwise/core/catalog/sold-by';
import { lineRefund, refundableQuantity } from '@tillwise/core/refund/refund-math';
import type { Sale, SaleLine } from '@tillwise/core/sale/sale-schemas';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { RefundQuantityInput } from './refund-quantity-input';

export type RefundSelection = Record<string, number>;

/** What the selection returns: Σ price × quantity (the refund total), the tax on it and what the customer gets. */
export function refundFigures(sale: Sale, selection: RefundSelection) {
  let itemsCents = 0;
  let amountCents = 0;
  for (const line of sale.lines) {
    const quantity = selection[line.id] ?? 0;
    if (quantity <= 0) continue;
    itemsCents += lineAmountCents(line.unitPriceCents, quantity, line.soldBy);
    amountCents += lineRefund(
      {
        quantity: line.quantity,
        refundedQuantity: line.refundedQuantity,
        subtotalCents: lineAmountCents(line.unitPriceCents, line.quantity, line.soldBy),
        discountCents: line.discountCents,
        taxCents: line.taxCents,
      },
      quantity,
    ).amountCents;
  }
  return { itemsCents, amountCents };
}

interface RefundItemsStepProps {
  sale: Sale;
  selection: RefundSelection;
  onSelectionChange: (selection: RefundSelection) => void;
  reason: string;
  onReasonChange: (reason: string) => void;
}

const left = (line: SaleLine) => refundableQuantity(line);

/** Step 2: choose the items and how many of each, and say why. */
export function RefundItemsStep({ sale, selection, onSelectionChange, reason, onReasonChange }: RefundItemsStepProps) {
  const selectAll = () =>
    onSelectionChange(Object.fromEntries(sale.lines.filter((l) => left(l) > 0).map((l) => [l.id, left(l)])));
  const toggle = (line: SaleLine, on: boolean) => {
    const next = { ...selection };
    if (on) next[line.id] = left(line);
    else delete next[line.id];
    onSelectionChange(next);
  };
  const figures = refundFigures(sale, selection);

  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between">
        <p className="text-sm text-muted-foreground">
          {sale.number} · {sale.customer?.name ?? 'Walk-in Customer'}
        </p>
        <div className="flex gap-1">
          <Button variant="outline" size="sm" onClick={selectAll}>
            Select All
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onSelectionChange({})}>
            Clear
          </Button>
        </div>
      </div>
      <ul className="max-h-64 divide-y overflow-y-auto rounded-md border">
        {sale.lines.map((line) => {
          const available = left(line);
          const chosen = selection[line.id] !== undefined;
          return (
            <li key={line.id} className="flex items-center gap-3 px-3 py-2.5">
              <Checkbox
                checked={chosen}
                disabled={available === 0}
                onCheckedChange={(checked) => toggle(line, checked === true)}
                aria-label={`Refund ${line.name}`}
              />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{line.name}</p>
                <p className="text-xs text-muted-foreground">
                  {lineQuantityLabel(line.quantity, line.unitPriceCents, line.soldBy)}
                  {line.refundedQuantity > 0 &&
                    ` · ${quantityText(line.refundedQuantity, line.soldBy)} already refunded`}
                </p>
              </div>
              {chosen && (
                <RefundQuantityInput
                  line={line}
                  available={available}
                  value={selection[line.id] ?? available}
                  onChange={(quantity) => onSelectionChange({ ...selection, [line.id]: quantity })}
                />
              )}
            </li>
          );
        })}
      </ul>
      <div className="space-y-2">
        <Label htmlFor="refund-reason">Reason for refund</Label>
        <textarea
          id="refund-reason"
          value={reason}
          onChange={(event) => onReasonChange(event.target.value)}
          maxLength={500}
          rows={2}
          placeholder="e.g. Plant arrived wilted"
          className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
        />
      </div>
      <dl className="space-y-1 rounded-md bg-muted px-3 py-2 text-sm">
        <div className="flex justify-between font-semibold">
          <dt>Refund total</dt>
          <dd className="tabular-nums" data-testid="refund-total">
            {formatMoney(figures.itemsCents)}
          </dd>
        </div>
        <div className="flex justify-between text-muted-foreground">
          <dt>Returned to the customer, with tax</dt>
          <dd className="tabular-nums">{formatMoney(figures.amountCents)}</dd>
        </div>
      </dl>
    </div>
  );
}
