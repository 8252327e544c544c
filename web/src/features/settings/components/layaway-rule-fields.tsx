import { useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { paymentSettingsSchema } from '@tillwise/core/settings/payment-settings';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { readTypedDecimal } from '@/lib/quantity';

export interface LayawayRuleTexts {
  deposit: string;
  fee: string;
}

const rules = {
  deposit: paymentSettingsSchema.shape.layawayDepositPercent,
  fee: paymentSettingsSchema.shape.layawayCancellationFeePercent,
};

/** A percentage as typed, checked by core's rule: its value, or the error to show under it. */
export function readLayawayRule(which: keyof LayawayRuleTexts, text: string, intl: IntlShape) {
  const checked = rules[which].safeParse(readTypedDecimal(text));
  return checked.success
    ? { value: checked.data, error: undefined }
    : {
        value: undefined,
        error:
          checked.error.issues[0]?.message ??
          intl.formatMessage({ id: 'settings.layaway.invalid', defaultMessage: 'Enter a percentage like 20' }),
      };
}

/** Layaways: the least deposit and the fee a cancellation keeps, each a percentage of the layaway's total. */
export function LayawayRuleFields({
  texts,
  onChange,
}: {
  texts: LayawayRuleTexts;
  onChange: (t: LayawayRuleTexts) => void;
}) {
  const intl = useIntl();
  const deposit = readLayawayRule('deposit', texts.deposit, intl);
  const fee = readLayawayRule('fee', texts.fee, intl);
  return (
    <div className="grid gap-4 sm:max-w-sm sm:grid-cols-2">
      <FormField
        id="layaway-deposit-percent"
        label={intl.formatMessage({ id: 'settings.layaway.deposit', defaultMessage: 'Layaway deposit (%)' })}
        hint={intl.formatMessage({
          id: 'settings.layaway.deposit.hint',
          defaultMessage: 'The least deposit, of the total',
        })}
        error={deposit.error}
      >
        <Input
          id="layaway-deposit-percent"
          inputMode="numeric"
          value={texts.deposit}
          aria-invalid={deposit.error !== undefined}
          aria-describedby={deposit.error ? 'layaway-deposit-percent-error' : undefined}
          onChange={(event) => onChange({ ...texts, deposit: event.target.value })}
        />
      </FormField>
      <FormField
        id="layaway-fee-percent"
        label={intl.formatMessage({ id: 'settings.layaway.fee', defaultMessage: 'Cancellation fee (%)' })}
        hint={intl.formatMessage({
          id: 'settings.layaway.fee.hint',
          defaultMessage: 'Kept when a layaway is cancelled',
        })}
        error={fee.error}
      >
        <Input
          id="layaway-fee-percent"
          inputMode="numeric"
          value={texts.fee}
          aria-invalid={fee.error !== undefined}
          aria-describedby={fee.error ? 'layaway-fee-percent-error' : undefined}
          onChange={(event) => onChange({ ...texts, fee: event.target.value })}
        />
      </FormField>
    </div>
  );
}
