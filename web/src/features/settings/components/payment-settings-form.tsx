import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { toast } from '@/lib/toast';
import type { PaymentMethod } from '@tillwise/core/payment/tender';
import { paymentSettingOptions, paymentSettingsSchema } from '@tillwise/core/settings/payment-settings';
import type { PaymentSettings } from '@tillwise/core/settings/payment-settings';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useSaveSettings } from '../api/save-settings';
import { LayawayRuleFields, readLayawayRule } from './layaway-rule-fields';
import { PaymentMethodDialog } from './payment-method-dialog';
import { paymentSettingMessages } from './payment-method-messages';
import { PaymentRuleFields } from './payment-rule-fields';
import { SettingsCard } from './settings-card';
import { currencySign, parseAmount, toAmountText } from '@/lib/money';
import { decimalInputText } from '@/lib/quantity';

/** The limit as typed, checked by core's rule: the error to show under it, or its cents. */
function readLimit(
  text: string,
  intl: IntlShape,
): { cents: number; error?: undefined } | { cents?: undefined; error: string } {
  const cents = parseAmount(text);
  const invalid = () =>
    intl.formatMessage(
      { id: 'settings.payments.offlineLimit.invalid', defaultMessage: 'Enter an amount like {example}' },
      { example: toAmountText(20000) },
    );
  if (cents === null) return { error: invalid() };
  const checked = paymentSettingsSchema.shape.offlineCardLimitCents.safeParse(cents);
  return checked.success ? { cents } : { error: checked.error.issues[0]?.message ?? invalid() };
}

/**
 * Payments: which methods the till offers (at least one stays ticked), each with its Configure options, this
 * store's limit for a card taken while the till is offline, and the layaway rules.
 */
export function PaymentSettingsForm({ settings }: { settings: PaymentSettings }) {
  const intl = useIntl();
  const [draft, setDraft] = useState(settings);
  const [configuring, setConfiguring] = useState<PaymentMethod | null>(null);
  const [limitText, setLimitText] = useState(toAmountText(settings.offlineCardLimitCents));
  const limit = readLimit(limitText, intl);
  const [layawayTexts, setLayawayTexts] = useState({
    deposit: decimalInputText(settings.layawayDepositPercent),
    fee: decimalInputText(settings.layawayCancellationFeePercent),
  });
  const deposit = readLayawayRule('deposit', layawayTexts.deposit, intl).value;
  const fee = readLayawayRule('fee', layawayTexts.fee, intl).value;
  const save = useSaveSettings<PaymentSettings>({
    onSuccess: () =>
      toast.success(intl.formatMessage({ id: 'settings.payments.saved', defaultMessage: 'Payment settings saved' }), {
        description: intl.formatMessage({
          id: 'settings.payments.saved.description',
          defaultMessage: 'The till offers the ticked methods.',
        }),
      }),
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
      title={intl.formatMessage({ id: 'settings.payments.title', defaultMessage: 'Payment Methods' })}
      description={intl.formatMessage({
        id: 'settings.payments.description',
        defaultMessage: 'The till offers only the methods ticked here.',
      })}
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
        {paymentSettingOptions.map(({ method, label: fallback }) => {
          const message = paymentSettingMessages[method];
          const label = message ? intl.formatMessage(message) : fallback;
          return (
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
                aria-label={intl.formatMessage(
                  { id: 'settings.payments.configure', defaultMessage: 'Configure {method}' },
                  { method: label },
                )}
              >
                <FormattedMessage id="settings.payments.configureButton" defaultMessage="Configure" />
              </Button>
            </li>
          );
        })}
      </ul>
      {noneTicked && (
        <p className="text-sm text-destructive">
          <FormattedMessage id="settings.payments.keepOne" defaultMessage="Keep at least one payment method" />
        </p>
      )}
      <FormField
        id="offline-card-limit"
        label={intl.formatMessage(
          { id: 'settings.payments.offlineLimit', defaultMessage: 'Offline card limit ({currency})' },
          { currency: currencySign() },
        )}
        hint={intl.formatMessage({
          id: 'settings.payments.offlineLimit.hint',
          defaultMessage:
            "The most one card payment may be while this store's till is offline; the card is charged once back online.",
        })}
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
      <PaymentRuleFields draft={draft} onChange={(changes) => setDraft((current) => ({ ...current, ...changes }))} />
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
