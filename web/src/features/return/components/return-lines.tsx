import { Minus, Plus, X } from 'lucide-react';
import { formatMoney } from '@tillwise/core/money/money';
import { Button } from '@/components/ui/button';

export interface ReturnLine {
  productId: string;
  name: string;
  sku: string;
  unitPriceCents: number;
  taxRate: number;
  categoryId: string;
  quantity: number;
}

interface ReturnLinesProps {
  lines: ReturnLine[];
  onQuantityChange: (productId: string, quantity: number) => void;
}

/** The items brought back, each with how many; a quantity of 0 takes the item off. */
export function ReturnLines({ lines, onQuantityChange }: ReturnLinesProps) {
  if (lines.length === 0)
    return (
      <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">No items yet</p>
    );
  return (
    <ul className="divide-y rounded-md border" aria-label="Items returned">
      {lines.map((line) => (
        <li key={line.productId} className="flex items-center gap-2 px-3 py-2 text-sm">
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium">{line.name}</span>
            <span className="block text-xs text-muted-foreground">
              {line.sku} · {formatMoney(line.unitPriceCents)} each
            </span>
          </span>
          <Button
            variant="outline"
            size="icon"
            className="size-7"
            aria-label={`One fewer ${line.name}`}
            onClick={() => onQuantityChange(line.productId, line.quantity - 1)}
          >
            <Minus />
          </Button>
          <span className="w-6 text-center tabular-nums" data-testid="return-quantity">
            {line.quantity}
          </span>
          <Button
            variant="outline"
            size="icon"
            className="size-7"
            aria-label={`One more ${line.name}`}
            disabled={line.quantity >= 999}
            onClick={() => onQuantityChange(line.productId, line.quantity + 1)}
          >
            <Plus />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label={`Remove ${line.name}`}
            onClick={() => onQuantityChange(line.productId, 0)}
          >
            <X />
          </Button>
        </li>
      ))}
    </ul>
  );
}
