import { useState } from 'react';
import type { FormEvent } from 'react';
import { LoaderCircle } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { setTradeAccountInputSchema } from '@tillwise/core/account/account-schemas';

import { FormField } from '@/components/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useSetTradeAccount } from '../api/set-trade-account';
import { parseAmount, toAmountText } from '@/lib/money';

type Errors = { creditLimitCents?: string; termsDays?: string };

interface TradeAccountFormProps {
  customerId: string;
  /** The account as it is, when changing one; none opens a new account. */
  current: { creditLimitCents: number; termsDays: number } | null;
  onDone: () => void;
}

/** A manager opens a trade account or changes its credit limit (0 holds it) and payment terms. */
export function TradeAccountForm({ customerId, current, onDone }: TradeAccountFormProps) {
  const intl = useIntl();
  const [limitText, setLimitText] = useState(current ? toAmountText(current.creditLimitCents) : '');
  const [termsText, setTermsText] = useState(current ? String(current.termsDays) : '30');
  const [errors, setErrors] = useState<Errors>({});
  const save = useSetTradeAccount({
    onSuccess: onDone,
    onError: (error) =>
      setErrors(Object.fromEntries((error.details ?? []).map((detail) => [detail.path, detail.message]))),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const creditLimitCents = parseAmount(limitText) ?? Number.NaN;
    const termsDays = /^\d+$/.test(termsText.trim()) ? Number(termsText) : Number.NaN;
    const parsed = setTradeAccountInputSchema.safeParse({ creditLimitCents, termsDays });
    const found: Errors = {};
    for (const issue of parsed.error?.issues ?? []) found[issue.path[0] as keyof Errors] ??= issue.message;
    setErrors(found);
    if (parsed.success) save.mutate({ customerId, ...parsed.data });
  };

  return (
    <form
      className="space-y-3 rounded-md border p-3"
      noValidate
      onSubmit={submit}
      aria-label={
        current
          ? intl.formatMessage({ id: 'customer.accountForm.editLabel', defaultMessage: 'Edit trade account' })
          : intl.formatMessage({ id: 'customer.account.open', defaultMessage: 'Open trade account' })
      }
    >
      <div className="grid grid-cols-2 items-start gap-2">
        <FormField
          id="account-limit"
          label={intl.formatMessage({ id: 'customer.account.creditLimit', defaultMessage: 'Credit limit' })}
          error={errors.creditLimitCents}
        >
          <Input
            id="account-limit"
            inputMode="decimal"
            autoComplete="off"
            placeholder={toAmountText(50000)}
            value={limitText}
            aria-invalid={Boolean(errors.creditLimitCents)}
            aria-describedby={errors.creditLimitCents ? 'account-limit-error' : undefined}
            onChange={(event) => setLimitText(event.target.value)}
          />
        </FormField>
        <FormField
          id="account-terms"
          label={intl.formatMessage({ id: 'customer.accountForm.terms', defaultMessage: 'Payment terms (days)' })}
          error={errors.termsDays}
        >
          <Input
            id="account-terms"
            inputMode="numeric"
            autoComplete="off"
            value={termsText}
            aria-invalid={Boolean(errors.termsDays)}
            aria-describedby={errors.termsDays ? 'account-terms-error' : undefined}
            onChange={(event) => setTermsText(event.target.value)}
          />
        </FormField>
      </div>
      {save.error && !save.error.details?.length && (
        <Alert variant="destructive">
          <AlertDescription>{save.error.message}</AlertDescription>
        </Alert>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onDone}>
          <FormattedMessage id="common.cancel" defaultMessage="Cancel" />
        </Button>
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending && <LoaderCircle className="animate-spin" />}
          <FormattedMessage id="customer.save" defaultMessage="Save" />
        </Button>
      </div>
    </form>
  );
}
