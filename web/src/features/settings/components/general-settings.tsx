import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { toast } from '@/lib/toast';
import { storeSettingsFormSchema } from '@tillwise/core/settings/store-settings';
import type {
  StoreSettings,
  StoreSettingsFormValues,
  StoreSettingsInput,
} from '@tillwise/core/settings/store-settings';
import { BusinessFields, TaxFields } from '@/components/store-details-fields';
import { StoreLocaleFields } from '@/components/store-locale-fields';
import { showServerErrors } from '@/lib/form-errors';
import { decimalInputText } from '@/lib/quantity';
import { sessionLocale } from '@/lib/session-locale';
import { useSaveSettings } from '../api/save-settings';
import { AdditionalTaxesFields } from './additional-taxes-fields';
import { SettingsCard } from './settings-card';

/** General: Business Information and Tax Settings; the default tax rate is what new products start with. */
export function GeneralSettings({
  store,
  categories,
}: {
  store: StoreSettings;
  /** The catalogue's categories, for the additional taxes that apply to some of them. */
  categories: { id: string; name: string }[];
}) {
  const intl = useIntl();
  const form = useForm<StoreSettingsFormValues, unknown, StoreSettingsInput>({
    resolver: zodResolver(storeSettingsFormSchema(sessionLocale())),
    defaultValues: {
      ...store,
      taxRate: decimalInputText(store.taxRate),
      additionalTaxes: store.additionalTaxes.map((tax) => ({ ...tax, rate: decimalInputText(tax.rate) })),
      pricesIncludeTax: String(store.pricesIncludeTax),
    },
  });
  const save = useSaveSettings<StoreSettingsInput>({
    onSuccess: () =>
      toast.success(intl.formatMessage({ id: 'settings.saved', defaultMessage: 'Settings saved' }), {
        description: intl.formatMessage({
          id: 'settings.general.saved',
          defaultMessage: 'Business information and tax settings are updated.',
        }),
      }),
    onError: (error) => showServerErrors(form.setError, form.getValues(), error),
  });
  const submit = form.handleSubmit((body) => save.mutate({ path: 'store', body }));
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <SettingsCard
        title={intl.formatMessage({ id: 'settings.business.title', defaultMessage: 'Business Information' })}
        description={intl.formatMessage({
          id: 'settings.business.description',
          defaultMessage: 'How your business appears across Tillwise.',
        })}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <BusinessFields form={form} idPrefix="store" />
        </div>
      </SettingsCard>
      <SettingsCard
        title={intl.formatMessage({ id: 'settings.tax.title', defaultMessage: 'Tax Settings' })}
        description={intl.formatMessage({
          id: 'settings.tax.description',
          defaultMessage: 'New products start with the default tax rate.',
        })}
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <TaxFields form={form} idPrefix="store" />
          <AdditionalTaxesFields form={form} categories={categories} />
        </div>
      </SettingsCard>
      <SettingsCard
        title={intl.formatMessage({ id: 'settings.locale.title', defaultMessage: 'Language and Currency' })}
        description={intl.formatMessage({
          id: 'settings.locale.description',
          defaultMessage: 'The language and money of this store; staff may choose their own language.',
        })}
        saving={save.isPending}
        onSave={() => void submit()}
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <StoreLocaleFields form={form} idPrefix="store" />
        </div>
      </SettingsCard>
    </form>
  );
}
