import { useState } from 'react';
import { toast } from 'sonner';
import type { PaymentMethod } from '@tillwise/core/payment/tender';
import { paymentSettingOptions } from '@tillwise/core/settings/payment-settings';
import type { PaymentSettings } from '@tillwise/core/settings/payment-settings';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useSaveSettings } from '../api/save-settings';
import { PaymentMethodDialog } from './payment-method-dialog';
import { SettingsCard } from './settings-card';

/** Payments: which methods the till offers (at least one stays ticked), each with its Configure options. */
export function PaymentSettingsForm({ settings }: { settings: PaymentSettings }) {
  const [draft, setDraft] = useState(settings);
  const [configuring, setConfiguring] = useState<PaymentMethod | null>(null);
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
      onSave={() => (noneTicked ? undefined : save.mutate({ path: 'payments', body: draft }))}
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
