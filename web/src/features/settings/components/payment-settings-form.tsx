import { useState } from 'react';
import { toast } from '@/lib/toast';

import type { PaymentMethod } from '@tillwise/core/payment/tender';
import { noReceiptRefundRuleLabels, noReceiptRefundRules } from '@tillwise/core/return/return-schemas';
import type { NoReceiptRefundRule } from '@tillwise/core/return/return-schemas';
import { paymentSettingOptions, paymentSettingsSchema } from '@tillwise/core/settings/payment-settings';
import type { PaymentSettings } from '@tillwise/core/settings/payment-settings';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { useSaveSettings } from '../api/save-settings';
import { LayawayRuleFields, readLayawayRule } from './layaway-rule-fields';
import { PaymentMethodDialog } from './payment-method-dialog';
import { SettingsCard } from './settings-card';
import { parseAmount, toAmountText } from '@/lib/money';

/** The limit as typed, checked by core's rule: the error to show under it, or its cents. */
function readLimit(text: string): { cents: number; error?: undefined } | { cents?: undefined; error: string } {
  const cents = parseAmount(text);
  if (cents === null) return { error: 'Enter an amount like 200.00' };
  const checked = paymentSettingsSchema.shape.offlineCardLimitCents.safeParse(cents);
  return checked.success ? { cents } : { error: checked.error.issues[0]?.message ?? 'Enter an amount like 200.00' };
}

/**
 * Payments: which methods the till offers (at least one stays ticked), each with its Configure options, this
 * store's limit for a card taken while the till is offline, and the layaway rules.
 */
export function PaymentSettingsForm({ settings }: { settings: PaymentSettings }) {
  const [draft, setDraft] = useState(settings);
  const [configuring, setConfiguring] = useState<PaymentMethod | null>(null);
  const [limitText, setLimitText] = useState(toAmountText(settings.offlineCardLimitCents));
  const limit = readLimit(limitText);
  const [layawayTexts, setLayawayTexts] = useState({
    deposit: String(settings.layawayDepositPercent),
    fee: String(settings.layawayCancellationFeePercent),
  });
  const deposit = readLayawayRule('deposit', layawayTexts.deposit).value;
  const fee = readLayawayRule('fee', layawayTexts.fee).value;
  const save = useSaveSettings<PaymentSettings>({
    onSuccess: () => toast.success('Payment settings saved', { description: 'The till offers the ticked methods.' }),
  });
  const toggle = (method: PaymentMethod, on: boolean) =>
    setDraft((current) => ({
      ...current,
      enabledMethods: on
        ? paymentSettingOptions.map((o) => o.method).filter((m) => m === method || current.enabledMethods.includes(m))
        : current.enabledMethods.filter((m) => m !== method),
    }));
  const noneTicked = draft.enabledMethods.length === 0;

  return (
    <SettingsCard
      title="Payment Methods"
      description="The till offers only the methods ticked here."
      saving={save.isPending}
      onSave={() =>
        noneTicked || limit.cents === undefined || deposit === undefined || fee === undefined
          ? undefined
          : save.mutate({
              path: 'payments',
              body: {
                ...draft,
                offlineCardLimitCents: limit.cents,
                layawayDepositPercent: deposit,
                layawayCancellationFeePercent: fee,
              },
            })
      }
    >
      <ul className="divide-y rounded-md border">
        {paymentSettingOptions.map(({ method, label }) => (
          <li key={method} className="flex items-center justify-between gap-3 px-4 py-3">
            <div className="flex items-center gap-3">
              <Checkbox
                id={`pay-${method}`}
                checked={draft.enabledMethods.includes(method)}
                onCheckedChange={(checked) => toggle(method, checked === true)}
              />
              <Label htmlFor={`pay-${method}`}>{label}</Label>
            </div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => setConfiguring(method)}
              aria-label={`Configure ${label}`}
            >
              Configure
            </Button>
          </li>
        ))}
      </ul>
      {noneTicked && <p className="text-sm text-destructive">Keep at least one payment method</p>}
      <FormField
        id="offline-card-limit"
        label="Offline card limit ($)"
        hint="The most one card payment may be while this store's till is offline; the card is charged once back online."
        error={limit.error}
        className="sm:max-w-sm"
      >
        <Input
          id="offline-card-limit"
          inputMode="decimal"
          value={limitText}
          onChange={(event) => setLimitText(event.target.value)}
          aria-invalid={limit.error !== undefined}
          aria-describedby={limit.error ? 'offline-card-limit-error' : undefined}
        />
      </FormField>
      <FormField
        id="cash-rounding"
        label="Cash rounding"
        hint="Where small coins are gone: cash totals round to the nearest step; card totals never change."
        className="sm:max-w-sm"
      >
        <NativeSelect
          id="cash-rounding"
          value={String(draft.cashRoundingCents)}
          onChange={(event) =>
            setDraft((current) => ({
              ...current,
              cashRoundingCents: Number(event.target.value) as PaymentSettings['cashRoundingCents'],
            }))
          }
        >
          <NativeSelectOption value="0">No rounding</NativeSelectOption>
          <NativeSelectOption value="5">To the nearest $0.05</NativeSelectOption>
          <NativeSelectOption value="10">To the nearest $0.10</NativeSelectOption>
        </NativeSelect>
      </FormField>
      <FormField
        id="no-receipt-refunds"
        label="Refunds without a receipt"
        hint="Goods brought back without a receipt are valued at today's shelf price; a cashier needs a manager's PIN."
        className="sm:max-w-sm"
      >
        <NativeSelect
          id="no-receipt-refunds"
          value={draft.noReceiptRefunds}
          onChange={(event) =>
            setDraft((current) => ({ ...current, noReceiptRefunds: event.target.value as NoReceiptRefundRule }))
          }
        >
          {noReceiptRefundRules.map((rule) => (
            <NativeSelectOption key={rule} value={rule}>
              {noReceiptRefundRuleLabels[rule]}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
      <LayawayRuleFields texts={layawayTexts} onChange={setLayawayTexts} />
      {save.error && <p className="text-sm text-destructive">{save.error.message}</p>}
      {configuring && (
        <PaymentMethodDialog
          method={configuring}
          settings={draft}
          onClose={() => setConfiguring(null)}
          onChange={(changes) => setDraft((current) => ({ ...current, ...changes }))}
        />
      )}
    </SettingsCard>
  );
}
