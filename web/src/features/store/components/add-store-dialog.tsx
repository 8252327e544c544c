import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from '@/lib/toast';
import { storeSettingsFormSchema } from '@tillwise/core/settings/store-settings';
import type {
  StoreSettings,
  StoreSettingsFormValues,
  StoreSettingsInput,
} from '@tillwise/core/settings/store-settings';
import { businessTypes, defaultTaxRate } from '@tillwise/core/store/store-schemas';
import { defaultCurrency, defaultLocale } from '@tillwise/core/settings/locales';
import { BusinessFields, TaxFields } from '@/components/store-details-fields';
import { StoreLocaleFields } from '@/components/store-locale-fields';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { showServerErrors } from '@/lib/form-errors';
import { decimalInputText } from '@/lib/quantity';
import { sessionLocale } from '@/lib/session-locale';
import { useCreateStore } from '../api/create-store';

/** What a new store starts from: the type, tax, time zone, language and currency of the store the admin works in. */
export type StoreTemplate = Pick<
  StoreSettings,
  'type' | 'taxRate' | 'taxName' | 'timeZone' | 'pricesIncludeTax' | 'locale' | 'currency'
>;

function blankStore(template?: StoreTemplate): StoreSettingsFormValues {
  return {
    name: '',
    type: template?.type ?? businessTypes[0],
    address: '',
    city: '',
    state: '',
    zip: '',
    taxRate: decimalInputText(template?.taxRate ?? defaultTaxRate),
    taxName: template?.taxName ?? 'Sales Tax',
    pricesIncludeTax: String(template?.pricesIncludeTax ?? false),
    timeZone: template?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    locale: template?.locale ?? defaultLocale,
    currency: template?.currency ?? defaultCurrency,
    vatNumber: '',
  };
}

/** Add store: the fields of Settings › General, checked the same way; the server's refusals show on their field. */
export function AddStoreDialog({ template, onClose }: { template?: StoreTemplate; onClose: () => void }) {
  const intl = useIntl();
  const form = useForm<StoreSettingsFormValues, unknown, StoreSettingsInput>({
    resolver: zodResolver(storeSettingsFormSchema(sessionLocale())),
    defaultValues: blankStore(template),
  });
  const create = useCreateStore({
    onSuccess: (store) => (
      toast.success(intl.formatMessage({ id: 'store.added', defaultMessage: '{name} added' }, { name: store.name })),
      onClose()
    ),
    onError: (error) => showServerErrors(form.setError, form.getValues(), error),
  });
  const formError =
    create.error && !create.error.details?.some((detail) => detail.path in form.getValues())
      ? create.error.message
      : null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100svh-2rem)] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="store.add" defaultMessage="Add store" />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="store.add.description"
              defaultMessage="A new store of the chain, with its own tills, stock, orders and reports."
            />
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="space-y-4" onSubmit={form.handleSubmit((body) => create.mutate(body))}>
          <div className="grid gap-4 sm:grid-cols-2">
            <BusinessFields form={form} idPrefix="new-store" />
            <TaxFields form={form} idPrefix="new-store" zoneClassName="sm:col-span-2" />
            <StoreLocaleFields form={form} idPrefix="new-store" />
          </div>
          {formError && <p className="text-sm text-destructive">{formError}</p>}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              <FormattedMessage id="store.cancel" defaultMessage="Cancel" />
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending && <LoaderCircle className="animate-spin" />}
              <FormattedMessage id="store.add" defaultMessage="Add store" />
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
