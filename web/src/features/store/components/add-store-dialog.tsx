import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { businessTypeLabels, storeSettingsInputSchema } from '@tillwise/core/settings/store-settings';
import type {
  StoreSettings,
  StoreSettingsFormValues,
  StoreSettingsInput,
} from '@tillwise/core/settings/store-settings';
import { businessTypes, defaultTaxRate } from '@tillwise/core/store/store-schemas';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { showServerErrors } from '@/lib/form-errors';
import { useCreateStore } from '../api/create-store';

const timeZones = Intl.supportedValuesOf('timeZone');
const textFields = [
  { name: 'name', label: 'Business Name' },
  { name: 'address', label: 'Address' },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State/Province' },
  { name: 'zip', label: 'ZIP/Postal Code' },
] as const;

/** What a new store starts from: the type, tax and time zone of the store the admin works in. */
export type StoreTemplate = Pick<StoreSettings, 'type' | 'taxRate' | 'taxName' | 'timeZone'>;

function blankStore(template?: StoreTemplate): StoreSettingsFormValues {
  return {
    name: '',
    type: template?.type ?? businessTypes[0],
    address: '',
    city: '',
    state: '',
    zip: '',
    taxRate: String(template?.taxRate ?? defaultTaxRate),
    taxName: template?.taxName ?? 'Sales Tax',
    timeZone: template?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}

/** Add store: the fields of Settings › General, checked the same way; the server's refusals show on their field. */
export function AddStoreDialog({ template, onClose }: { template?: StoreTemplate; onClose: () => void }) {
  const form = useForm<StoreSettingsFormValues, unknown, StoreSettingsInput>({
    resolver: zodResolver(storeSettingsInputSchema),
    defaultValues: blankStore(template),
  });
  const create = useCreateStore({
    onSuccess: (store) => (toast.success(`${store.name} added`), onClose()),
    onError: (error) => showServerErrors(form.setError, form.getValues(), error),
  });
  const errors = form.formState.errors;
  const formError =
    create.error && !create.error.details?.some((detail) => detail.path in form.getValues())
      ? create.error.message
      : null;
  const zone = form.getValues('timeZone');
  const textField = (field: (typeof textFields)[number]) => (
    <FormField key={field.name} id={`new-store-${field.name}`} label={field.label} error={errors[field.name]?.message}>
      <Input id={`new-store-${field.name}`} aria-invalid={Boolean(errors[field.name])} {...form.register(field.name)} />
    </FormField>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100svh-2rem)] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Add store</DialogTitle>
          <DialogDescription>
            A new store of the chain, with its own tills, stock, orders and reports.
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="space-y-4" onSubmit={form.handleSubmit((body) => create.mutate(body))}>
          <div className="grid gap-4 sm:grid-cols-2">
            {textFields.slice(0, 1).map(textField)}
            <FormField id="new-store-type" label="Business Type" error={errors.type?.message}>
              <NativeSelect id="new-store-type" {...form.register('type')}>
                {businessTypes.map((type) => (
                  <NativeSelectOption key={type} value={type}>
                    {businessTypeLabels[type]}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            </FormField>
            {textFields.slice(1).map(textField)}
            <FormField id="new-store-taxRate" label="Default Tax Rate (%)" error={errors.taxRate?.message}>
              <Input
                id="new-store-taxRate"
                inputMode="decimal"
                aria-invalid={Boolean(errors.taxRate)}
                {...form.register('taxRate')}
              />
            </FormField>
            <FormField id="new-store-taxName" label="Tax Name" error={errors.taxName?.message}>
              <Input id="new-store-taxName" aria-invalid={Boolean(errors.taxName)} {...form.register('taxName')} />
            </FormField>
            <FormField
              id="new-store-timeZone"
              label="Time zone"
              error={errors.timeZone?.message}
              hint="Decides which day a sale counts on."
              className="sm:col-span-2"
            >
              <NativeSelect id="new-store-timeZone" {...form.register('timeZone')}>
                {(timeZones.includes(zone) ? timeZones : [zone, ...timeZones]).map((name) => (
                  <NativeSelectOption key={name} value={name}>
                    {name}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          {formError && <p className="text-sm text-destructive">{formError}</p>}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending && <LoaderCircle className="animate-spin" />}
              Add store
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
