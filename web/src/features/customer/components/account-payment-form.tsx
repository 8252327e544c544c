import { useState } from 'react';
import type { FormEvent } from 'react';
import { LoaderCircle } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { accountPaymentInputSchema, accountPaymentMethods } from '@tillwise/core/account/account-schemas';
import type { AccountPaymentMethod } from '@tillwise/core/account/account-schemas';

import { FormField } from '@/components/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { newId } from '@/lib/new-id';
import { useRecordAccountPayment } from '../api/record-account-payment';
import { useTradeAccount } from '../api/get-trade-account';
import { AccountInvoiceChoice } from './account-invoice-choice';
import { parseAmount, toAmountText } from '@/lib/money';
import { accountPaymentMethodMessages } from '../lib/account-messages';

type Errors = { amountCents?: string; reference?: string; form?: string };

const messages = defineMessages({
  noTill: {
    id: 'customer.accountPayment.noTill',
    defaultMessage:
      'This browser is not a till, so it has no cash drawer: take cash at a till, or choose card or cheque',
  },
});

interface AccountPaymentFormProps {
  customerId: string;
  /** This browser's till, whose drawer takes a cash payment; null when it is not a till. */
  tillId: string | null;
  onDone: () => void;
}

/** Records what a customer pays towards their account: the invoices they name, then the oldest. */
export function AccountPaymentForm({ customerId, tillId, onDone }: AccountPaymentFormProps) {
  const intl = useIntl();
  // The account as the statement below read it (the same query): its invoices not yet paid in full.
  const openInvoices = useTradeAccount(customerId, {}).data?.openInvoices ?? [];
  const [amountText, setAmountText] = useState('');
  const [method, setMethod] = useState<AccountPaymentMethod>('card');
  const [reference, setReference] = useState('');
  const [invoiceIds, setInvoiceIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  // Made once per form, so a payment sent again after a lost answer is the same payment.
  const [id] = useState(newId);
  const record = useRecordAccountPayment({
    onSuccess: onDone,
    onError: (error) => {
      const found: Errors = {};
      for (const detail of error.details ?? []) {
        if (detail.path === 'amountCents' || detail.path === 'reference') found[detail.path] = detail.message;
        else found.form ??= detail.message;
      }
      setErrors(found);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amountCents = parseAmount(amountText) ?? Number.NaN;
    const parsed = accountPaymentInputSchema.safeParse({ id, amountCents, method, reference, tillId, invoiceIds });
    const found: Errors = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0];
      if (field === 'amountCents' || field === 'reference') found[field] ??= issue.message;
      else found.form ??= field === 'tillId' ? intl.formatMessage(messages.noTill) : issue.message;
    }
    setErrors(found);
    if (parsed.success) record.mutate({ customerId, ...parsed.data });
  };

  const serverMessage = record.error && !record.error.details?.length ? record.error.message : null;
  const formError = errors.form ?? serverMessage;
  return (
    <form
      className="space-y-3 rounded-md border p-3"
      noValidate
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: 'customer.account.recordPayment', defaultMessage: 'Record payment' })}
    >
      <div className="grid grid-cols-2 items-start gap-2">
        <FormField
          id="account-payment-amount"
          label={intl.formatMessage({ id: 'customer.accountPayment.amount', defaultMessage: 'Amount' })}
          error={errors.amountCents}
        >
          <Input
            id="account-payment-amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder={toAmountText(0)}
            value={amountText}
            aria-invalid={Boolean(errors.amountCents)}
            aria-describedby={errors.amountCents ? 'account-payment-amount-error' : undefined}
            onChange={(event) => setAmountText(event.target.value)}
          />
        </FormField>
        <FormField
          id="account-payment-method"
          label={intl.formatMessage({ id: 'customer.accountPayment.method', defaultMessage: 'Method' })}
        >
          <NativeSelect
            id="account-payment-method"
            value={method}
            onChange={(event) => setMethod(event.target.value as AccountPaymentMethod)}
          >
            {accountPaymentMethods.map((m) => (
              <NativeSelectOption key={m} value={m}>
                <FormattedMessage {...accountPaymentMethodMessages[m]} />
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField
        id="account-payment-reference"
        label={intl.formatMessage({ id: 'customer.accountPayment.reference', defaultMessage: 'Reference' })}
        hint={intl.formatMessage({
          id: 'customer.accountPayment.referenceHint',
          defaultMessage: 'Optional: a cheque number or card slip',
        })}
        error={errors.reference}
      >
        <Input
          id="account-payment-reference"
          autoComplete="off"
          maxLength={60}
          value={reference}
          aria-invalid={Boolean(errors.reference)}
          aria-describedby={errors.reference ? 'account-payment-reference-error' : undefined}
          onChange={(event) => setReference(event.target.value)}
        />
      </FormField>
      <AccountInvoiceChoice invoices={openInvoices} chosen={invoiceIds} onChange={setInvoiceIds} />
      {formError && (
        <Alert variant="destructive">
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onDone}>
          <FormattedMessage id="common.cancel" defaultMessage="Cancel" />
        </Button>
        <Button type="submit" size="sm" disabled={record.isPending}>
          {record.isPending && <LoaderCircle className="animate-spin" />}
          <FormattedMessage id="customer.account.recordPayment" defaultMessage="Record payment" />
        </Button>
      </div>
    </form>
  );
}
