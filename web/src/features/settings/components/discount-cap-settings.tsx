import { useState } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '@/lib/toast';
import { discountCapsSchema } from '@tillwise/core/settings/discount-cap-schemas';
import { discountCapRoles } from '@tillwise/core/settings/discount-caps';
import type { DiscountCaps } from '@tillwise/core/settings/discount-caps';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { roleMessages } from '@/lib/i18n/role-messages';
import { decimalInputText, readTypedDecimal } from '@/lib/quantity';
import { useSaveSettings } from '../api/save-settings';
import { SettingsCard } from './settings-card';

type Texts = Record<keyof DiscountCaps, string>;

/** Discount caps: the most each role may take off alone; beyond it the till asks for a manager's approval. */
export function DiscountCapSettings({ initial }: { initial: DiscountCaps }) {
  const intl = useIntl();
  const [texts, setTexts] = useState<Texts>(() => ({
    manager: decimalInputText(initial.manager),
    cashier: decimalInputText(initial.cashier),
    inventory: decimalInputText(initial.inventory),
  }));
  const [checked, setChecked] = useState(false);
  const save = useSaveSettings<DiscountCaps>({
    onSuccess: () => toast.success(intl.formatMessage({ id: 'settings.saved', defaultMessage: 'Settings saved' })),
  });
  const parsed = discountCapsSchema.safeParse({
    manager: readTypedDecimal(texts.manager),
    cashier: readTypedDecimal(texts.cashier),
    inventory: readTypedDecimal(texts.inventory),
  });
  const errorOf = (role: keyof DiscountCaps) =>
    (checked ? parsed.error?.issues.find((issue) => issue.path[0] === role)?.message : undefined) ??
    save.error?.details?.find((detail) => detail.path === role)?.message;

  return (
    <SettingsCard
      title={intl.formatMessage({ id: 'settings.discountCaps.title', defaultMessage: 'Discount caps' })}
      description={intl.formatMessage({
        id: 'settings.discountCaps.description',
        defaultMessage:
          'The most discount each role may give without a manager’s approval, as a percent of what it comes off.',
      })}
      saving={save.isPending}
      onSave={() => {
        setChecked(true);
        if (parsed.success) save.mutate({ path: 'discount-caps', body: parsed.data });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-4">
        <FormField
          id="discount-cap-admin"
          label={intl.formatMessage(
            { id: 'settings.discountCaps.role', defaultMessage: '{role} (%)' },
            { role: intl.formatMessage(roleMessages.admin) },
          )}
          hint={intl.formatMessage({
            id: 'settings.discountCaps.admin.hint',
            defaultMessage: 'Admins may always give any discount.',
          })}
        >
          <Input id="discount-cap-admin" value="100" disabled />
        </FormField>
        {discountCapRoles.map((role) => (
          <FormField
            key={role}
            id={`discount-cap-${role}`}
            label={intl.formatMessage(
              { id: 'settings.discountCaps.role', defaultMessage: '{role} (%)' },
              { role: intl.formatMessage(roleMessages[role]) },
            )}
            error={errorOf(role)}
          >
            <Input
              id={`discount-cap-${role}`}
              inputMode="numeric"
              value={texts[role]}
              onChange={(event) => setTexts({ ...texts, [role]: event.target.value })}
              aria-invalid={Boolean(errorOf(role))}
            />
          </FormField>
        ))}
      </div>
      {save.error && !save.error.details?.length && <p className="text-sm text-destructive">{save.error.message}</p>}
    </SettingsCard>
  );
}
