import { useState } from 'react';
import { useIntl } from 'react-intl';
import { parseWeight, thousandthsToDecimal } from '@tillwise/core/barcode/weight';
import { isSoldByWeight } from '@tillwise/core/catalog/sold-by';
import type { SaleLine } from '@tillwise/core/sale/sale-schemas';
import { Input } from '@/components/ui/input';
import { sessionLocale } from '@/lib/session-locale';

interface RefundQuantityInputProps {
  line: SaleLine;
  /** What is left to refund: units, or thousandths of a weighed line's unit. */
  available: number;
  value: number;
  onChange: (quantity: number) => void;
}

/**
 * How much of a line to refund: whole units, or for goods sold by weight the weight in their unit ('0.25' lb),
 * never more than is left. A weight being typed ('0.') is kept as typed until it reads as one.
 */
export function RefundQuantityInput({ line, available, value, onChange }: RefundQuantityInputProps) {
  const intl = useIntl();
  const weighed = isSoldByWeight(line.soldBy);
  const [typed, setTyped] = useState<string | null>(null);
  if (!weighed) {
    return (
      <Input
        type="number"
        min={1}
        max={available}
        value={value}
        aria-label={intl.formatMessage(
          { id: 'refund.item.quantity', defaultMessage: 'Quantity of {name} to refund' },
          { name: line.name },
        )}
        className="h-8 w-16"
        onChange={(event) => onChange(Math.min(available, Math.max(1, Math.floor(Number(event.target.value) || 1))))}
      />
    );
  }
  return (
    <div className="flex items-center gap-1 text-sm">
      <Input
        inputMode="decimal"
        value={typed ?? thousandthsToDecimal(value)}
        aria-label={intl.formatMessage(
          { id: 'refund.item.weight', defaultMessage: 'Weight of {name} to refund ({unit})' },
          { name: line.name, unit: line.soldBy },
        )}
        className="h-8 w-20"
        onChange={(event) => {
          setTyped(event.target.value);
          const weight = parseWeight(event.target.value, { locale: sessionLocale() });
          if (weight !== null) onChange(Math.min(available, weight));
        }}
        onBlur={() => setTyped(null)}
      />
      <span className="text-muted-foreground">{line.soldBy}</span>
    </div>
  );
}
