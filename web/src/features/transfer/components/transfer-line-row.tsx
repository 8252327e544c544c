import type * as React from 'react';
import { Trash2 } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import { QuantityInput } from '@/components/quantity-input';
import { Button } from '@/components/ui/button';
import { quantityText } from '@/lib/quantity';

interface TransferLineRowProps {
  name: string;
  sku: string;
  /** What this store has of the product, so the sender sees the limit while typing. */
  stock: number;
  /** Stock and the quantity to send are in its unit: units, or a weight ('0.75' kg). */
  soldBy: SoldBy;
  error?: string;
  quantityProps: React.ComponentProps<'input'>;
  onRemove: () => void;
}

/** One product on a new transfer: its name, what is in stock, the quantity to send and a way to take it off. */
export function TransferLineRow({ name, sku, stock, soldBy, error, quantityProps, onRemove }: TransferLineRowProps) {
  const intl = useIntl();
  return (
    <li className="flex flex-wrap items-center gap-2 py-2">
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{name}</p>
        <p className="text-xs text-muted-foreground">
          <span className="font-mono">{sku}</span> ·{' '}
          <FormattedMessage
            id="catalog.inStock"
            defaultMessage="{quantity} in stock"
            values={{ quantity: quantityText(stock, soldBy) }}
          />
        </p>
      </div>
      <QuantityInput
        soldBy={soldBy}
        aria-label={intl.formatMessage({ id: 'transfer.quantityOf', defaultMessage: 'Quantity of {name}' }, { name })}
        className="w-24 shrink-0"
        aria-invalid={Boolean(error)}
        {...quantityProps}
      />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={intl.formatMessage({ id: 'transfer.remove', defaultMessage: 'Remove {name}' }, { name })}
        onClick={onRemove}
      >
        <Trash2 />
      </Button>
      {error && <p className="basis-full text-sm text-destructive">{error}</p>}
    </li>
  );
}
