import { createIntl, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { layawayPaymentMethods } from '@tillwise/core/layaway/layaway-schemas';
import type { LayawayPaymentMethod } from '@tillwise/core/layaway/layaway-schemas';
import { paymentMethodMessages } from '@/lib/i18n/payment-method-messages';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { formatMoney, parseAmount, toAmountText } from '@/lib/money';

/** Money paid in as typed (a layaway's deposit or instalment, a special order's deposit): the amount, cash or card,
 * and for cash what was handed over. */
export interface PaymentDraft {
  amountText: string;
  method: LayawayPaymentMethod;
  tenderedText: string;
}

export type PaymentErrors = { amountCents?: string; tenderedCents?: string };

const messages = defineMessages({
  enterAmount: { id: 'common.payment.enterAmount', defaultMessage: 'Enter an amount like {example}' },
  atLeast: { id: 'common.payment.atLeast', defaultMessage: 'At least {amount}' },
  atMost: { id: 'common.payment.atMost', defaultMessage: 'At most {amount}' },
  takeCash: { id: 'common.payment.takeCash', defaultMessage: 'Take at least {amount} in cash' },
});
const usEnglish = createIntl({ locale: 'en-US', defaultLocale: 'en-US', messages: {} });

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
    intl = usEnglish,
  }: {
    leastCents?: number;
    cashDue?: (cents: number) => number;
    /** The screen's useIntl(), for the messages in the person's language (US English without it). */
    intl?: IntlShape;
  } = {},
) {
  const amountCents = parseAmount(draft.amountText);
  const cashCents = amountCents === null ? null : cashDue(amountCents);
  const tenderedCents = draft.tenderedText.trim() === '' ? cashCents : parseAmount(draft.tenderedText);
  const errors: PaymentErrors = {};
  if (amountCents === null || amountCents <= 0) {
    errors.amountCents = intl.formatMessage(messages.enterAmount, { example: toAmountText(2500) });
  } else if (amountCents < leastCents) {
    errors.amountCents = intl.formatMessage(messages.atLeast, { amount: formatMoney(leastCents) });
  } else if (amountCents > mostCents) {
    errors.amountCents = intl.formatMessage(messages.atMost, { amount: formatMoney(mostCents) });
  }
  if (draft.method === 'cash' && cashCents !== null && (tenderedCents === null || tenderedCents < cashCents)) {
    errors.tenderedCents = intl.formatMessage(messages.takeCash, { amount: formatMoney(cashCents) });
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
  const intl = useIntl();
  const change = draft.method === 'cash' && due !== null && tendered !== null ? tendered - due : null;
  return (
    <div className="grid grid-cols-2 items-start gap-2">
      <FormField
        id={`${idPrefix}-amount`}
        label={intl.formatMessage({ id: 'common.payment.amount', defaultMessage: 'Amount' })}
        error={errors.amountCents}
      >
        <Input
          id={`${idPrefix}-amount`}
          inputMode="decimal"
          autoComplete="off"
          placeholder={toAmountText(0)}
          value={draft.amountText}
          readOnly={readOnlyAmount}
          aria-invalid={Boolean(errors.amountCents)}
          aria-describedby={errors.amountCents ? `${idPrefix}-amount-error` : undefined}
          onChange={(event) => onChange({ ...draft, amountText: event.target.value })}
        />
      </FormField>
      <FormField
        id={`${idPrefix}-method`}
        label={intl.formatMessage({ id: 'common.payment.paidBy', defaultMessage: 'Paid by' })}
      >
        <NativeSelect
          id={`${idPrefix}-method`}
          value={draft.method}
          onChange={(event) => onChange({ ...draft, method: event.target.value as LayawayPaymentMethod })}
        >
          {layawayPaymentMethods.map((method) => (
            <NativeSelectOption key={method} value={method}>
              <FormattedMessage {...paymentMethodMessages[method]} />
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
      {draft.method === 'cash' && (
        <FormField
          id={`${idPrefix}-tendered`}
          label={intl.formatMessage({ id: 'common.payment.cashHandedOver', defaultMessage: 'Cash handed over' })}
          error={errors.tenderedCents}
          hint={
            change !== null && change > 0
              ? intl.formatMessage(
                  { id: 'common.payment.change', defaultMessage: 'Change {amount}' },
                  { amount: formatMoney(change) },
                )
              : intl.formatMessage({ id: 'common.payment.exactAmount', defaultMessage: 'Left empty: the exact amount' })
          }
        >
          <Input
            id={`${idPrefix}-tendered`}
            inputMode="decimal"
            autoComplete="off"
            placeholder={toAmountText(0)}
            value={draft.tenderedText}
            aria-invalid={Boolean(errors.tenderedCents)}
            onChange={(event) => onChange({ ...draft, tenderedText: event.target.value })}
          />
        </FormField>
      )}
    </div>
  );
}
