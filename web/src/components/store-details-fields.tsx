import type { UseFormReturn } from 'react-hook-form';
import { businessTypeLabels } from '@tillwise/core/settings/store-settings';
import type { StoreSettingsFormValues, StoreSettingsInput } from '@tillwise/core/settings/store-settings';
import { businessTypes } from '@tillwise/core/store/store-schemas';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';

type StoreDetailsForm = UseFormReturn<StoreSettingsFormValues, unknown, StoreSettingsInput>;
interface FieldsProps {
  form: StoreDetailsForm;
  /** Prefixes the inputs' ids, so the General tab and the Add store dialog never share one. */
  idPrefix: string;
}

const timeZones = Intl.supportedValuesOf('timeZone');
const textFields = [
  { name: 'name', label: 'Business Name' },
  { name: 'address', label: 'Address' },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State/Province' },
  { name: 'zip', label: 'ZIP/Postal Code' },
  // Beyond the spec's Business Information: what the store's receipts print (Settings › Receipts may override).
  { name: 'phone', label: 'Phone' },
  { name: 'email', label: 'Email' },
] as const;

/** A store's name, type, address, phone and email, as Settings › General and Add store both ask for them. */
export function BusinessFields({ form, idPrefix }: FieldsProps) {
  const errors = form.formState.errors;
  const textField = (field: (typeof textFields)[number]) => (
    <FormField
      key={field.name}
      id={`${idPrefix}-${field.name}`}
      label={field.label}
      error={errors[field.name]?.message}
    >
      <Input
        id={`${idPrefix}-${field.name}`}
        aria-invalid={Boolean(errors[field.name])}
        {...form.register(field.name)}
      />
    </FormField>
  );
  return (
    <>
      {textFields.slice(0, 1).map(textField)}
      <FormField id={`${idPrefix}-type`} label="Business Type" error={errors.type?.message}>
        <NativeSelect id={`${idPrefix}-type`} {...form.register('type')}>
          {businessTypes.map((type) => (
            <NativeSelectOption key={type} value={type}>
              {businessTypeLabels[type]}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
      {textFields.slice(1).map(textField)}
    </>
  );
}

/** A store's default tax and the time zone its business day follows. */
export function TaxFields({ form, idPrefix, zoneClassName }: FieldsProps & { zoneClassName?: string }) {
  const errors = form.formState.errors;
  const zone = form.getValues('timeZone');
  return (
    <>
      <FormField id={`${idPrefix}-taxRate`} label="Default Tax Rate (%)" error={errors.taxRate?.message}>
        <Input
          id={`${idPrefix}-taxRate`}
          inputMode="decimal"
          aria-invalid={Boolean(errors.taxRate)}
          {...form.register('taxRate')}
        />
      </FormField>
      <FormField id={`${idPrefix}-taxName`} label="Tax Name" error={errors.taxName?.message}>
        <Input id={`${idPrefix}-taxName`} aria-invalid={Boolean(errors.taxName)} {...form.register('taxName')} />
      </FormField>
      <FormField
        id={`${idPrefix}-pricesIncludeTax`}
        label="Prices"
        error={errors.pricesIncludeTax?.message}
        hint="Tax included: the shelf price is what the customer pays."
      >
        <NativeSelect id={`${idPrefix}-pricesIncludeTax`} {...form.register('pricesIncludeTax')}>
          <NativeSelectOption value="false">Tax added at the till</NativeSelectOption>
          <NativeSelectOption value="true">Tax included in prices</NativeSelectOption>
        </NativeSelect>
      </FormField>
      <FormField
        id={`${idPrefix}-timeZone`}
        label="Time zone"
        error={errors.timeZone?.message}
        hint="Decides which day a sale counts on."
        className={zoneClassName}
      >
        <NativeSelect id={`${idPrefix}-timeZone`} {...form.register('timeZone')}>
          {(timeZones.includes(zone) ? timeZones : [zone, ...timeZones]).map((name) => (
            <NativeSelectOption key={name} value={name}>
              {name}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
    </>
  );
}
