import { useState } from 'react';
import type { FormEvent } from 'react';
import { LoaderCircle } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { maxStoreCreditAdjustmentCents } from '@tillwise/core/customer/store-credit';
import { adjustStoreCreditInputSchema } from '@tillwise/core/customer/store-credit-schemas';

import { FormField } from '@/components/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { useAdjustStoreCredit } from '../api/adjust-store-credit';
import { formatMoney, parseAmount, toAmountText } from '@/lib/money';

const messages = defineMessages({
  enterAmount: { id: 'customer.storeCredit.enterAmount', defaultMessage: 'Enter an amount like {example}' },
  notZero: { id: 'customer.storeCredit.notZero', defaultMessage: 'Enter an amount other than {zero}' },
  atMost: { id: 'customer.storeCredit.atMost', defaultMessage: 'Adjust by at most {amount} at a time' },
  belowZero: {
    id: 'customer.storeCredit.belowZero',
    defaultMessage: 'Store credit cannot go below {zero}: the customer holds {balance}',
  },
});

/** Core's storeCreditAdjustmentError in the person's language: the same rules, checked before the server. */
function adjustmentError(intl: IntlShape, balanceCents: number, amountCents: number): string | undefined {
  if (!Number.isSafeInteger(amountCents))
    return intl.formatMessage(messages.enterAmount, { example: toAmountText(1000) });
  if (amountCents === 0) return intl.formatMessage(messages.notZero, { zero: formatMoney(0) });
  if (Math.abs(amountCents) > maxStoreCreditAdjustmentCents)
    return intl.formatMessage(messages.atMost, { amount: formatMoney(maxStoreCreditAdjustmentCents) });
  if (balanceCents + amountCents < 0)
    return intl.formatMessage(messages.belowZero, { zero: formatMoney(0), balance: formatMoney(balanceCents) });
  return undefined;
}

interface StoreCreditAdjustFormProps {
  customerId: string;
  balanceCents: number;
  onDone: () => void;
}

/** A manager's hand adjustment of store credit: add or remove an amount, and say why. */
export function StoreCreditAdjustForm({ customerId, balanceCents, onDone }: StoreCreditAdjustFormProps) {
  const intl = useIntl();
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
    if (cents === null) found.amountCents = intl.formatMessage(messages.enterAmount, { example: toAmountText(1000) });
    else found.amountCents ??= adjustmentError(intl, balanceCents, amountCents);
    setErrors(found);
    if (parsed.success && !found.amountCents && !found.reason) adjust.mutate({ customerId, ...parsed.data });
  };

  return (
    <form
      className="space-y-3 rounded-md border p-3"
      noValidate
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: 'customer.storeCredit.adjustLabel', defaultMessage: 'Adjust store credit' })}
    >
      <div className="grid grid-cols-[8rem_minmax(0,1fr)] items-start gap-2">
        <FormField
          id="store-credit-direction"
          label={intl.formatMessage({ id: 'customer.storeCredit.change', defaultMessage: 'Change' })}
        >
          <NativeSelect
            id="store-credit-direction"
            value={direction}
            onChange={(event) => setDirection(event.target.value as 'add' | 'remove')}
          >
            <NativeSelectOption value="add">
              {intl.formatMessage({ id: 'customer.storeCredit.add', defaultMessage: 'Add' })}
            </NativeSelectOption>
            <NativeSelectOption value="remove">
              {intl.formatMessage({ id: 'customer.storeCredit.remove', defaultMessage: 'Remove' })}
            </NativeSelectOption>
          </NativeSelect>
        </FormField>
        <FormField
          id="store-credit-amount"
          label={intl.formatMessage({ id: 'customer.accountPayment.amount', defaultMessage: 'Amount' })}
          error={errors.amountCents}
        >
          <Input
            id="store-credit-amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder={toAmountText(0)}
            value={amountText}
            aria-invalid={Boolean(errors.amountCents)}
            aria-describedby={errors.amountCents ? 'store-credit-amount-error' : undefined}
            onChange={(event) => setAmountText(event.target.value)}
          />
        </FormField>
      </div>
      <FormField
        id="store-credit-reason"
        label={intl.formatMessage({ id: 'customer.storeCredit.reason', defaultMessage: 'Reason' })}
        error={errors.reason}
      >
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
          <FormattedMessage id="common.cancel" defaultMessage="Cancel" />
        </Button>
        <Button type="submit" size="sm" disabled={adjust.isPending}>
          {adjust.isPending && <LoaderCircle className="animate-spin" />}
          <FormattedMessage id="customer.save" defaultMessage="Save" />
        </Button>
      </div>
    </form>
  );
}
