import type { UseFormReturn } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StoreSettingsFormValues, StoreSettingsInput } from '@tillwise/core/settings/store-settings';
import { businessTypes } from '@tillwise/core/store/store-schemas';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { businessTypeMessages, storeFieldMessages } from './store-details-messages';

type StoreDetailsForm = UseFormReturn<StoreSettingsFormValues, unknown, StoreSettingsInput>;
interface FieldsProps {
  form: StoreDetailsForm;
  /** Prefixes the inputs' ids, so the General tab and the Add store dialog never share one. */
  idPrefix: string;
}

const timeZones = Intl.supportedValuesOf('timeZone');
// Beyond the spec's Business Information, phone and email: what the store's receipts print (Settings › Receipts may
// override).
const textFields = ['name', 'address', 'city', 'state', 'zip', 'phone', 'email'] as const;

/** A store's name, type, address, phone and email, as Settings › General and Add store both ask for them. */
export function BusinessFields({ form, idPrefix }: FieldsProps) {
  const intl = useIntl();
  const errors = form.formState.errors;
  const textField = (name: (typeof textFields)[number]) => (
    <FormField
      key={name}
      id={`${idPrefix}-${name}`}
      label={intl.formatMessage(storeFieldMessages[name])}
      error={errors[name]?.message}
    >
      <Input id={`${idPrefix}-${name}`} aria-invalid={Boolean(errors[name])} {...form.register(name)} />
    </FormField>
  );
  return (
    <>
      {textFields.slice(0, 1).map(textField)}
      <FormField
        id={`${idPrefix}-type`}
        label={intl.formatMessage({ id: 'common.store.type', defaultMessage: 'Business Type' })}
        error={errors.type?.message}
      >
        <NativeSelect id={`${idPrefix}-type`} {...form.register('type')}>
          {businessTypes.map((type) => (
            <NativeSelectOption key={type} value={type}>
              <FormattedMessage {...businessTypeMessages[type]} />
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
  const intl = useIntl();
  const errors = form.formState.errors;
  const zone = form.getValues('timeZone');
  return (
    <>
      <FormField
        id={`${idPrefix}-taxRate`}
        label={intl.formatMessage({ id: 'common.store.taxRate', defaultMessage: 'Default Tax Rate (%)' })}
        error={errors.taxRate?.message}
      >
        <Input
          id={`${idPrefix}-taxRate`}
          inputMode="decimal"
          aria-invalid={Boolean(errors.taxRate)}
          {...form.register('taxRate')}
        />
      </FormField>
      <FormField
        id={`${idPrefix}-taxName`}
        label={intl.formatMessage({ id: 'common.store.taxName', defaultMessage: 'Tax Name' })}
        error={errors.taxName?.message}
      >
        <Input id={`${idPrefix}-taxName`} aria-invalid={Boolean(errors.taxName)} {...form.register('taxName')} />
      </FormField>
      <FormField
        id={`${idPrefix}-pricesIncludeTax`}
        label={intl.formatMessage({ id: 'common.store.prices', defaultMessage: 'Prices' })}
        error={errors.pricesIncludeTax?.message}
        hint={intl.formatMessage({
          id: 'common.store.prices.hint',
          defaultMessage: 'Tax included: the shelf price is what the customer pays.',
        })}
      >
        <NativeSelect id={`${idPrefix}-pricesIncludeTax`} {...form.register('pricesIncludeTax')}>
          <NativeSelectOption value="false">
            <FormattedMessage id="common.store.taxAdded" defaultMessage="Tax added at the till" />
          </NativeSelectOption>
          <NativeSelectOption value="true">
            <FormattedMessage id="common.store.taxIncluded" defaultMessage="Tax included in prices" />
          </NativeSelectOption>
        </NativeSelect>
      </FormField>
      <FormField
        id={`${idPrefix}-timeZone`}
        label={intl.formatMessage({ id: 'common.store.timeZone', defaultMessage: 'Time zone' })}
        error={errors.timeZone?.message}
        hint={intl.formatMessage({
          id: 'common.store.timeZone.hint',
          defaultMessage: 'Decides which day a sale counts on.',
        })}
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
