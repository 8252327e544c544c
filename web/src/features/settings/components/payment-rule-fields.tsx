import { defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { noReceiptRefundRules } from '@tillwise/core/return/return-schemas';
import type { NoReceiptRefundRule } from '@tillwise/core/return/return-schemas';
import type { PaymentSettings } from '@tillwise/core/settings/payment-settings';
import { FormField } from '@/components/form-field';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { formatMoney } from '@/lib/money';

/** The rules as core's noReceiptRefundRuleLabels names them. */
const noReceiptMessages: Record<NoReceiptRefundRule, MessageDescriptor> = defineMessages({
  store_credit: { id: 'settings.payments.noReceipt.storeCredit', defaultMessage: 'Store credit only' },
  store_credit_or_cash: { id: 'settings.payments.noReceipt.storeCreditOrCash', defaultMessage: 'Store credit or cash' },
  none: { id: 'settings.payments.noReceipt.none', defaultMessage: 'Not accepted' },
});

type Rules = Pick<PaymentSettings, 'cashRoundingCents' | 'noReceiptRefunds'>;

/** Payments: how cash totals round, and what a return without a receipt may get back. */
export function PaymentRuleFields({ draft, onChange }: { draft: Rules; onChange: (changes: Partial<Rules>) => void }) {
  const intl = useIntl();
  return (
    <>
      <FormField
        id="cash-rounding"
        label={intl.formatMessage({ id: 'settings.payments.rounding', defaultMessage: 'Cash rounding' })}
        hint={intl.formatMessage({
          id: 'settings.payments.rounding.hint',
          defaultMessage:
            'Where small coins are gone: cash totals round to the nearest step; card totals never change.',
        })}
        className="sm:max-w-sm"
      >
        <NativeSelect
          id="cash-rounding"
          value={String(draft.cashRoundingCents)}
          onChange={(event) =>
            onChange({ cashRoundingCents: Number(event.target.value) as PaymentSettings['cashRoundingCents'] })
          }
        >
          <NativeSelectOption value="0">
            {intl.formatMessage({ id: 'settings.payments.rounding.none', defaultMessage: 'No rounding' })}
          </NativeSelectOption>
          {[5, 10].map((step) => (
            <NativeSelectOption key={step} value={String(step)}>
              {intl.formatMessage(
                { id: 'settings.payments.rounding.step', defaultMessage: 'To the nearest {step}' },
                { step: formatMoney(step) },
              )}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        id="no-receipt-refunds"
        label={intl.formatMessage({ id: 'settings.payments.noReceipt', defaultMessage: 'Refunds without a receipt' })}
        hint={intl.formatMessage({
          id: 'settings.payments.noReceipt.hint',
          defaultMessage:
            "Goods brought back without a receipt are valued at today's shelf price; a cashier needs a manager's PIN.",
        })}
        className="sm:max-w-sm"
      >
        <NativeSelect
          id="no-receipt-refunds"
          value={draft.noReceiptRefunds}
          onChange={(event) => onChange({ noReceiptRefunds: event.target.value as NoReceiptRefundRule })}
        >
          {noReceiptRefundRules.map((rule) => (
            <NativeSelectOption key={rule} value={rule}>
              {intl.formatMessage(noReceiptMessages[rule])}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
    </>
  );
}
