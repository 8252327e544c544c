import type * as React from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

interface TransferLineRowProps {
  name: string;
  sku: string;
  /** What this store has of the product, so the sender sees the limit while typing. */
  stock: number;
  error?: string;
  quantityProps: React.ComponentProps<'input'>;
  onRemove: () => void;
}

/** One product on a new transfer: its name, what is in stock, the quantity to send and a way to take it off. */
export function TransferLineRow({ name, sku, stock, error, quantityProps, onRemove }: TransferLineRowProps) {
  return (
    <li className="flex flex-wrap items-center gap-2 py-2">
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{name}</p>
        <p className="text-xs text-muted-foreground">
          <span className="font-mono">{sku}</span> · {stock} in stock
        </p>
      </div>
      <Input
        aria-label={`Quantity of ${name}`}
        inputMode="numeric"
        className="w-20 shrink-0 text-right"
        aria-invalid={Boolean(error)}
        {...quantityProps}
      />
      <Button type="button" variant="ghost" size="icon" aria-label={`Remove ${name}`} onClick={onRemove}>
        <Trash2 />
      </Button>
      {error && <p className="basis-full text-sm text-destructive">{error}</p>}
    </li>
  );
}
