import { useId } from 'react';
import type * as React from 'react';
import { isSoldByWeight } from '@tillwise/core/catalog/sold-by';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

type QuantityInputProps = React.ComponentProps<'input'> & {
  /** How the product is sold: whole units, or a weight typed in its unit ('2.5' lb). */
  soldBy: SoldBy | null | undefined;
  inputClassName?: string;
};

/**
 * A quantity of one product typed in its own unit: whole units on a number pad, or a weight with a decimal pad and
 * its unit shown in the field (and read out with it). The form reads what was typed with core's parseQuantity.
 * `className` sizes the wrapper, `inputClassName` the field.
 */
function QuantityInput({ soldBy, className, inputClassName, ...props }: QuantityInputProps) {
  const unitId = useId();
  const weighed = isSoldByWeight(soldBy);
  const describedBy = [props['aria-describedby'], weighed ? unitId : undefined].filter(Boolean).join(' ');
  return (
    <div data-slot="quantity-input" className={cn('relative', className)}>
      <Input
        inputMode={weighed ? 'decimal' : 'numeric'}
        autoComplete="off"
        {...props}
        aria-describedby={describedBy || undefined}
        className={cn('text-right tabular-nums', weighed && 'pr-8', inputClassName)}
      />
      {weighed && (
        <span
          id={unitId}
          className="pointer-events-none absolute inset-y-0 right-2.5 flex items-center text-xs text-muted-foreground"
        >
          {soldBy}
        </span>
      )}
    </div>
  );
}

export { QuantityInput };
