import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { businessTypeLabels, storeSettingsInputSchema } from '@tillwise/core/settings/store-settings';
import type { StoreSettings, StoreSettingsFormValues } from '@tillwise/core/settings/store-settings';
import { businessTypes } from '@tillwise/core/store/store-schemas';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { showServerErrors } from '@/lib/form-errors';
import { useSaveSettings } from '../api/save-settings';
import { SettingsCard } from './settings-card';

type Output = z.output<typeof storeSettingsInputSchema>;
const timeZones = Intl.supportedValuesOf('timeZone');
const textFields = [
  { name: 'name', label: 'Business Name' },
  { name: 'address', label: 'Address' },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State/Province' },
  { name: 'zip', label: 'ZIP/Postal Code' },
] as const;

/** General: Business Information and Tax Settings; the default tax rate is what new products start with. */
export function GeneralSettings({ store }: { store: StoreSettings }) {
  const form = useForm<StoreSettingsFormValues, unknown, Output>({
    resolver: zodResolver(storeSettingsInputSchema),
    defaultValues: { ...store, taxRate: String(store.taxRate) },
  });
  const save = useSaveSettings<Output>({
    onSuccess: () =>
      toast.success('Settings saved', { description: 'Business information and tax settings are updated.' }),
    onError: (error) => showServerErrors(form.setError, form.getValues(), error),
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((body) => save.mutate({ path: 'store', body }));
  const textField = (field: (typeof textFields)[number]) => (
    <FormField key={field.name} id={`store-${field.name}`} label={field.label} error={errors[field.name]?.message}>
      <Input id={`store-${field.name}`} aria-invalid={Boolean(errors[field.name])} {...form.register(field.name)} />
    </FormField>
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <SettingsCard title="Business Information" description="How your business appears across Tillwise.">
        <div className="grid gap-4 sm:grid-cols-2">
          {textFields.slice(0, 1).map(textField)}
          <FormField id="store-type" label="Business Type" error={errors.type?.message}>
            <NativeSelect id="store-type" {...form.register('type')}>
              {businessTypes.map((type) => (
                <NativeSelectOption key={type} value={type}>
                  {businessTypeLabels[type]}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </FormField>
          {textFields.slice(1).map(textField)}
        </div>
      </SettingsCard>
      <SettingsCard
        title="Tax Settings"
        description="New products start with the default tax rate."
        saving={save.isPending}
        onSave={() => void submit()}
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField id="store-taxRate" label="Default Tax Rate (%)" error={errors.taxRate?.message}>
            <Input
              id="store-taxRate"
              inputMode="decimal"
              aria-invalid={Boolean(errors.taxRate)}
              {...form.register('taxRate')}
            />
          </FormField>
          <FormField id="store-taxName" label="Tax Name" error={errors.taxName?.message}>
            <Input id="store-taxName" aria-invalid={Boolean(errors.taxName)} {...form.register('taxName')} />
          </FormField>
          <FormField
            id="store-timeZone"
            label="Time zone"
            error={errors.timeZone?.message}
            hint="Decides which day a sale counts on."
          >
            <NativeSelect id="store-timeZone" {...form.register('timeZone')}>
              {(timeZones.includes(store.timeZone) ? timeZones : [store.timeZone, ...timeZones]).map((zone) => (
                <NativeSelectOption key={zone} value={zone}>
                  {zone}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </FormField>
        </div>
      </SettingsCard>
    </form>
  );
}
