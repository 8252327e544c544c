import type { UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { commonCurrencies, localeLabels, supportedLocales } from '@tillwise/core/settings/locales';
import type { StoreSettingsFormValues, StoreSettingsInput } from '@tillwise/core/settings/store-settings';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';

type StoreDetailsForm = UseFormReturn<StoreSettingsFormValues, unknown, StoreSettingsInput>;

/** The common five first, then every other ISO 4217 code the browser can format, by code. */
const currencies = [
  ...commonCurrencies,
  ...Intl.supportedValuesOf('currency').filter((code) => !(commonCurrencies as readonly string[]).includes(code)),
];

/** A store's language, currency and VAT number, as Settings › General and Add store both ask for them. */
export function StoreLocaleFields({ form, idPrefix }: { form: StoreDetailsForm; idPrefix: string }) {
  const intl = useIntl();
  const currencyNames = new Intl.DisplayNames([intl.locale], { type: 'currency' });
  const errors = form.formState.errors;
  return (
    <>
      <FormField
        id={`${idPrefix}-locale`}
        label={intl.formatMessage({ id: 'common.store.language', defaultMessage: 'Language' })}
        error={errors.locale?.message}
        hint={intl.formatMessage({
          id: 'common.store.language.hint',
          defaultMessage: 'Receipts, dates and numbers follow it; staff may choose their own.',
        })}
      >
        <NativeSelect id={`${idPrefix}-locale`} {...form.register('locale')}>
          {supportedLocales.map((locale) => (
            <NativeSelectOption key={locale} value={locale}>
              {localeLabels[locale]}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        id={`${idPrefix}-currency`}
        label={intl.formatMessage({ id: 'common.store.currency', defaultMessage: 'Currency' })}
        error={errors.currency?.message}
        hint={intl.formatMessage({
          id: 'common.store.currency.hint',
          defaultMessage: 'Chosen before the store’s first sale.',
        })}
      >
        <NativeSelect id={`${idPrefix}-currency`} {...form.register('currency')}>
          {currencies.map((code) => (
            <NativeSelectOption key={code} value={code}>
              {`${code} — ${currencyNames.of(code) ?? code}`}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        id={`${idPrefix}-vatNumber`}
        label={intl.formatMessage({ id: 'common.store.vatNumber', defaultMessage: 'VAT number' })}
        error={errors.vatNumber?.message}
        hint={intl.formatMessage({
          id: 'common.store.vatNumber.hint',
          defaultMessage: 'Printed on receipts and VAT invoices.',
        })}
      >
        <Input id={`${idPrefix}-vatNumber`} aria-invalid={Boolean(errors.vatNumber)} {...form.register('vatNumber')} />
      </FormField>
    </>
  );
}
