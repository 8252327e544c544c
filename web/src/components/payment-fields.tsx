import { layawayPaymentMethodLabels, layawayPaymentMethods } from '@tillwise/core/layaway/layaway-schemas';
import type { LayawayPaymentMethod } from '@tillwise/core/layaway/layaway-schemas';

import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { formatMoney, parseAmount } from '@/lib/money';

/** Money paid in as typed (a layaway's deposit or instalment, a special order's deposit): the amount, cash or card,
 * and for cash what was handed over. */
export interface PaymentDraft {
  amountText: string;
  method: LayawayPaymentMethod;
  tenderedText: string;
}

export type PaymentErrors = { amountCents?: string; tenderedCents?: string };

/**
 * The draft as the API takes it, or the inline messages: an amount above $0.00 and at most `mostCents`, and cash
 * handed over of at least what the cash must cover (left empty, exactly that): the amount, or what `cashDue` makes
 * of it (the last payment, rounded to the store's cash step).
 */
export function readPayment(
  draft: PaymentDraft,
  mostCents: number,
  {
    leastCents = 1,
    cashDue = (cents: number) => cents,
  }: { leastCents?: number; cashDue?: (cents: number) => number } = {},
) {
  const amountCents = parseAmount(draft.amountText);
  const cashCents = amountCents === null ? null : cashDue(amountCents);
  const tenderedCents = draft.tenderedText.trim() === '' ? cashCents : parseAmount(draft.tenderedText);
  const errors: PaymentErrors = {};
  if (amountCents === null || amountCents <= 0) errors.amountCents = 'Enter an amount like 25.00';
  else if (amountCents < leastCents) errors.amountCents = `At least ${formatMoney(leastCents)}`;
  else if (amountCents > mostCents) errors.amountCents = `At most ${formatMoney(mostCents)}`;
  if (draft.method === 'cash' && cashCents !== null && (tenderedCents === null || tenderedCents < cashCents)) {
    errors.tenderedCents = `Take at least ${formatMoney(cashCents)} in cash`;
  }
  if (Object.keys(errors).length > 0 || amountCents === null) return { errors } as const;
  return {
    errors,
    payment: {
      method: draft.method,
      amountCents,
      tenderedCents: draft.method === 'cash' ? tenderedCents : null,
    },
  } as const;
}

interface PaymentFieldsProps {
  idPrefix: string;
  draft: PaymentDraft;
  errors: PaymentErrors;
  /** What the cash must cover when it is not the amount (the last payment, rounded to the store's step). */
  cashDueCents?: number;
  /** The amount is fixed (what is left to pay): shown, not typed. */
  readOnlyAmount?: boolean;
  onChange: (draft: PaymentDraft) => void;
}

/** Amount, method and (for cash) the cash handed over with the change to give: the deposit's and an instalment's. */
export function PaymentFields(props: PaymentFieldsProps) {
  const { idPrefix, draft, errors, cashDueCents, readOnlyAmount, onChange } = props;
  const amount = parseAmount(draft.amountText);
  const tendered = parseAmount(draft.tenderedText);
  const due = cashDueCents ?? amount;
  const change = draft.method === 'cash' && due !== null && tendered !== null ? tendered - due : null;
  return (
    <div className="grid grid-cols-2 items-start gap-2">
      <FormField id={`${idPrefix}-amount`} label="Amount" error={errors.amountCents}>
        <Input
          id={`${idPrefix}-amount`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={draft.amountText}
          readOnly={readOnlyAmount}
          aria-invalid={Boolean(errors.amountCents)}
          aria-describedby={errors.amountCents ? `${idPrefix}-amount-error` : undefined}
          onChange={(event) => onChange({ ...draft, amountText: event.target.value })}
        />
      </FormField>
      <FormField id={`${idPrefix}-method`} label="Paid by">
        <NativeSelect
          id={`${idPrefix}-method`}
          value={draft.method}
          onChange={(event) => onChange({ ...draft, method: event.target.value as LayawayPaymentMethod })}
        >
          {layawayPaymentMethods.map((method) => (
            <NativeSelectOption key={method} value={method}>
              {layawayPaymentMethodLabels[method]}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
      {draft.method === 'cash' && (
        <FormField
          id={`${idPrefix}-tendered`}
          label="Cash handed over"
          error={errors.tenderedCents}
          hint={change !== null && change > 0 ? `Change ${formatMoney(change)}` : 'Left empty: the exact amount'}
        >
          <Input
            id={`${idPrefix}-tendered`}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={draft.tenderedText}
            aria-invalid={Boolean(errors.tenderedCents)}
            onChange={(event) => onChange({ ...draft, tenderedText: event.target.value })}
          />
        </FormField>
      )}
    </div>
  );
}
