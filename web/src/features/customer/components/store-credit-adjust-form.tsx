import { useState } from 'react';
import type { FormEvent } from 'react';
import { LoaderCircle } from 'lucide-react';
import { storeCreditAdjustmentError } from '@tillwise/core/customer/store-credit';
import { adjustStoreCreditInputSchema } from '@tillwise/core/customer/store-credit-schemas';

import { FormField } from '@/components/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { useAdjustStoreCredit } from '../api/adjust-store-credit';
import { parseAmount } from '@/lib/money';

interface StoreCreditAdjustFormProps {
  customerId: string;
  balanceCents: number;
  onDone: () => void;
}

/** A manager's hand adjustment of store credit: add or remove an amount, and say why. */
export function StoreCreditAdjustForm({ customerId, balanceCents, onDone }: StoreCreditAdjustFormProps) {
  const [direction, setDirection] = useState<'add' | 'remove'>('add');
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amountCents?: string; reason?: string }>({});
  const adjust = useAdjustStoreCredit({
    onSuccess: onDone,
    onError: (error) =>
      setErrors(Object.fromEntries((error.details ?? []).map((detail) => [detail.path, detail.message]))),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = parseAmount(amountText);
    const amountCents = cents === null ? Number.NaN : direction === 'add' ? cents : -cents;
    const parsed = adjustStoreCreditInputSchema.safeParse({ amountCents, reason });
    const found: typeof errors = {};
    for (const issue of parsed.error?.issues ?? []) found[issue.path[0] as 'amountCents' | 'reason'] ??= issue.message;
    if (cents === null) found.amountCents = 'Enter an amount like 10.00';
    else found.amountCents ??= storeCreditAdjustmentError(balanceCents, amountCents) ?? undefined;
    setErrors(found);
    if (parsed.success && !found.amountCents && !found.reason) adjust.mutate({ customerId, ...parsed.data });
  };

  return (
    <form className="space-y-3 rounded-md border p-3" noValidate onSubmit={submit} aria-label="Adjust store credit">
      <div className="grid grid-cols-[8rem_minmax(0,1fr)] items-start gap-2">
        <FormField id="store-credit-direction" label="Change">
          <NativeSelect
            id="store-credit-direction"
            value={direction}
            onChange={(event) => setDirection(event.target.value as 'add' | 'remove')}
          >
            <NativeSelectOption value="add">Add</NativeSelectOption>
            <NativeSelectOption value="remove">Remove</NativeSelectOption>
          </NativeSelect>
        </FormField>
        <FormField id="store-credit-amount" label="Amount" error={errors.amountCents}>
          <Input
            id="store-credit-amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={amountText}
            aria-invalid={Boolean(errors.amountCents)}
            aria-describedby={errors.amountCents ? 'store-credit-amount-error' : undefined}
            onChange={(event) => setAmountText(event.target.value)}
          />
        </FormField>
      </div>
      <FormField id="store-credit-reason" label="Reason" error={errors.reason}>
        <Input
          id="store-credit-reason"
          autoComplete="off"
          maxLength={200}
          value={reason}
          aria-invalid={Boolean(errors.reason)}
          aria-describedby={errors.reason ? 'store-credit-reason-error' : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
      {adjust.error && !adjust.error.details?.length && (
        <Alert variant="destructive">
          <AlertDescription>{adjust.error.message}</AlertDescription>
        </Alert>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={adjust.isPending}>
          {adjust.isPending && <LoaderCircle className="animate-spin" />}
          Save
        </Button>
      </div>
    </form>
  );
}
