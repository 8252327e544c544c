import { useFieldArray } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { maxStoreTaxes } from '@tillwise/core/tax/tax-schemas';
import type { StoreSettingsFormValues, StoreSettingsInput } from '@tillwise/core/settings/store-settings';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface AdditionalTaxesFieldsProps {
  form: UseFormReturn<StoreSettingsFormValues, unknown, StoreSettingsInput>;
  categories: { id: string; name: string }[];
}

type TaxRow = { name: string; rate: string | number; categoryIds: string[] };

/**
 * Taxes beside the main one (a city tax on top of the state's): a name, a rate, and the categories it applies to
 * (none ticked: every product). A product in one of them carries both taxes, each shown on the receipt.
 */
export function AdditionalTaxesFields({ form, categories }: AdditionalTaxesFieldsProps) {
  const intl = useIntl();
  const taxes = useFieldArray({ control: form.control, name: 'additionalTaxes' });
  const rows = (form.watch('additionalTaxes') ?? []) as TaxRow[];
  const errors = form.formState.errors.additionalTaxes as
    | ({ name?: { message?: string }; rate?: { message?: string } } | undefined)[]
    | { message?: string; root?: { message?: string } }
    | undefined;
  const rowError = (index: number) => (Array.isArray(errors) ? errors[index] : undefined);
  const listError = !Array.isArray(errors) ? (errors?.message ?? errors?.root?.message) : undefined;

  return (
    <fieldset className="space-y-3 sm:col-span-full">
      <legend className="text-sm font-medium">
        <FormattedMessage id="settings.taxes.additional" defaultMessage="Additional taxes" />
      </legend>
      {taxes.fields.map((field, index) => (
        <div key={field.id} className="space-y-2 rounded-md border p-3">
          <div className="grid grid-cols-[1fr_7rem_auto] items-start gap-2">
            <FormField
              id={`tax-${index}-name`}
              label={intl.formatMessage({ id: 'settings.taxes.name', defaultMessage: 'Name' })}
              error={rowError(index)?.name?.message}
            >
              <Input id={`tax-${index}-name`} {...form.register(`additionalTaxes.${index}.name`)} />
            </FormField>
            <FormField
              id={`tax-${index}-rate`}
              label={intl.formatMessage({ id: 'settings.taxes.rate', defaultMessage: 'Rate (%)' })}
              error={rowError(index)?.rate?.message}
            >
              <Input id={`tax-${index}-rate`} inputMode="decimal" {...form.register(`additionalTaxes.${index}.rate`)} />
            </FormField>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="mt-6"
              aria-label={
                rows[index]?.name
                  ? intl.formatMessage(
                      { id: 'settings.taxes.remove', defaultMessage: 'Remove {name}' },
                      { name: rows[index].name },
                    )
                  : intl.formatMessage({ id: 'settings.taxes.removeThis', defaultMessage: 'Remove this tax' })
              }
              onClick={() => taxes.remove(index)}
            >
              <Trash2 />
            </Button>
          </div>
          <div
            role="group"
            aria-label={
              rows[index]?.name
                ? intl.formatMessage(
                    { id: 'settings.taxes.appliesToNamed', defaultMessage: '{name} applies to' },
                    { name: rows[index].name },
                  )
                : intl.formatMessage({ id: 'settings.taxes.appliesTo', defaultMessage: 'Tax applies to' })
            }
            className="flex flex-wrap gap-3"
          >
            {categories.map((category) => {
              const ticked = rows[index]?.categoryIds ?? [];
              const id = `tax-${index}-cat-${category.id}`;
              return (
                <div key={category.id} className="flex items-center gap-1.5">
                  <Checkbox
                    id={id}
                    checked={ticked.includes(category.id)}
                    onCheckedChange={(on) =>
                      form.setValue(
                        `additionalTaxes.${index}.categoryIds`,
                        on === true ? [...ticked, category.id] : ticked.filter((c) => c !== category.id),
                        { shouldDirty: true },
                      )
                    }
                  />
                  <Label htmlFor={id} className="font-normal">
                    {category.name}
                  </Label>
                </div>
              );
            })}
          </div>
          <p className="text-xs text-muted-foreground">
            {(rows[index]?.categoryIds.length ?? 0) === 0 ? (
              <FormattedMessage id="settings.taxes.everyProduct" defaultMessage="Applies to every product." />
            ) : (
              <FormattedMessage
                id="settings.taxes.tickedCategories"
                defaultMessage="Applies to the ticked categories."
              />
            )}
          </p>
        </div>
      ))}
      {listError && <p className="text-sm text-destructive">{listError}</p>}
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={taxes.fields.length >= maxStoreTaxes}
        onClick={() => taxes.append({ name: '', rate: '', categoryIds: [] })}
      >
        <Plus /> <FormattedMessage id="settings.taxes.add" defaultMessage="Add a tax" />
      </Button>
    </fieldset>
  );
}
