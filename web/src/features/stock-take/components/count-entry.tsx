import { useRef, useState } from 'react';
import { LoaderCircle, ScanBarcode } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useRecordCount } from '../api/record-count';
import { quantityText } from '@/lib/quantity';

/**
 * Where counts come in: a scanned or typed code adds one; with a number in Quantity, the code's count is set to
 * it instead (a shelf of 24 typed rather than scanned 24 times), in the product's own unit: goods sold by weight
 * are weighed and their weight typed ('10.25' of cheese sold by the lb). The box clears and keeps the focus for
 * the next.
 */
export function CountEntry({ stockTakeId }: { stockTakeId: string }) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [quantity, setQuantity] = useState('');
  const [last, setLast] = useState<string | null>(null);
  const box = useRef<HTMLInputElement>(null);
  const record = useRecordCount({
    onSuccess: (result) => {
      setLast(
        intl.formatMessage(
          { id: 'stockTake.count.last', defaultMessage: '{name}: {quantity} counted' },
          { name: result.name, quantity: quantityText(result.counted, result.soldBy) },
        ),
      );
      setCode('');
      setQuantity('');
      box.current?.focus();
    },
    onError: () => box.current?.select(),
  });

  return (
    <form
      aria-label={intl.formatMessage({ id: 'stockTake.count', defaultMessage: 'Count' })}
      className="space-y-2 rounded-lg border bg-card p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim() === '') return;
        const typed = quantity.trim();
        record.mutate(
          typed === '' ? { stockTakeId, input: { code, quantity: 1, mode: 'add' } } : { stockTakeId, code, typed },
        );
      }}
    >
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1 space-y-1.5">
          <Label htmlFor="count-code">
            <FormattedMessage id="stockTake.count.code" defaultMessage="Scan or type a barcode or SKU" />
          </Label>
          <Input
            id="count-code"
            ref={box}
            autoFocus
            autoComplete="off"
            value={code}
            aria-invalid={Boolean(record.error)}
            onChange={(event) => setCode(event.target.value)}
          />
        </div>
        <div className="w-28 space-y-1.5">
          <Label htmlFor="count-quantity">
            <FormattedMessage id="stockTake.count.quantity" defaultMessage="Quantity" />
          </Label>
          <Input
            id="count-quantity"
            inputMode="decimal"
            autoComplete="off"
            placeholder="+1"
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={record.isPending}>
          {record.isPending ? <LoaderCircle className="animate-spin" /> : <ScanBarcode />}
          <FormattedMessage id="stockTake.count" defaultMessage="Count" />
        </Button>
      </div>
      <p role="status" className={record.error ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
        {record.error
          ? record.error.details?.[0]?.path === 'quantity'
            ? record.error.details[0].message
            : record.error.message
          : (last ??
            intl.formatMessage(
              {
                id: 'stockTake.count.hint',
                defaultMessage:
                  'Each scan adds one. Weigh goods sold by weight and type the weight in their unit: {example} for {example} lb.',
              },
              { example: intl.formatNumber(10.25) },
            ))}
      </p>
    </form>
  );
}
