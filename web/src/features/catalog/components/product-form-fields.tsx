import type * as React from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { Controller, useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { Category, ProductFormValues, productFormSchema } from '@tillwise/core/catalog/catalog-schemas';
import { FormField } from '@/components/form-field';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { isSoldByWeight, soldByOptions } from '@tillwise/core/catalog/sold-by';
import { Textarea } from '@/components/ui/textarea';
import { currencySign } from '@/lib/money';
import { CategorySelectField } from './category-select-field';

type ProductForm = UseFormReturn<ProductFormValues, unknown, z.output<typeof productFormSchema>>;
type TextField = 'name' | 'sku' | 'barcode' | 'price' | 'cost' | 'taxRate' | 'stock' | 'reorderLevel' | 'supplier';

const m = defineMessages({
  name: { id: 'product.field.name', defaultMessage: 'Name' },
  sku: { id: 'product.field.sku', defaultMessage: 'SKU' },
  barcode: { id: 'product.field.barcode', defaultMessage: 'Barcode' },
  barcodeHint: { id: 'product.field.barcodeHint', defaultMessage: 'Optional; scanned at the till.' },
  price: { id: 'product.field.price', defaultMessage: 'Price ({currency})' },
  cost: { id: 'product.field.cost', defaultMessage: 'Cost ({currency})' },
  costHint: { id: 'product.field.costHint', defaultMessage: 'Optional; reports assume 60 % of price.' },
  taxRate: { id: 'product.field.taxRate', defaultMessage: 'Tax (%)' },
  stock: { id: 'product.field.stock', defaultMessage: 'Stock' },
  reorderLevel: { id: 'product.field.reorderLevel', defaultMessage: 'Reorder level' },
  reorderLevelHint: { id: 'product.field.reorderLevelHint', defaultMessage: 'Optional; alerts start here.' },
  supplier: { id: 'product.field.supplier', defaultMessage: 'Supplier' },
  inUnit: { id: 'product.field.inUnit', defaultMessage: '{label} ({unit})' },
  stockReadOnly: { id: 'product.field.stockReadOnly', defaultMessage: 'Change stock with Adjust stock.' },
  storePriceHint: { id: 'product.field.storePriceHint', defaultMessage: 'Optional; empty charges the price above.' },
  soldBy: { id: 'product.field.soldBy', defaultMessage: 'Sold by' },
  soldByHint: {
    id: 'product.field.soldByHint',
    defaultMessage:
      'By weight: the price is per unit of weight, and stock, sales and the reorder level are in that unit.',
  },
  description: { id: 'product.field.description', defaultMessage: 'Description' },
  active: { id: 'product.field.active', defaultMessage: 'Active (on sale at the till)' },
});
// As core's soldByLabels.
const soldByMessages = defineMessages({
  unit: { id: 'product.soldBy.unit', defaultMessage: 'Each' },
  kg: { id: 'product.soldBy.kg', defaultMessage: 'By weight, price per kg' },
  lb: { id: 'product.soldBy.lb', defaultMessage: 'By weight, price per lb' },
  oz: { id: 'product.soldBy.oz', defaultMessage: 'By weight, price per oz' },
  g: { id: 'product.soldBy.g', defaultMessage: 'By weight, price per g' },
});

const textFields: {
  name: TextField;
  label: MessageDescriptor;
  inputMode?: 'decimal' | 'numeric';
  hint?: MessageDescriptor;
}[] = [
  { name: 'name', label: m.name },
  { name: 'sku', label: m.sku },
  { name: 'barcode', label: m.barcode, hint: m.barcodeHint },
  { name: 'price', label: m.price, inputMode: 'decimal' },
  { name: 'cost', label: m.cost, inputMode: 'decimal', hint: m.costHint },
  { name: 'taxRate', label: m.taxRate, inputMode: 'decimal' },
  { name: 'stock', label: m.stock, inputMode: 'numeric' },
  { name: 'reorderLevel', label: m.reorderLevel, inputMode: 'numeric', hint: m.reorderLevelHint },
  { name: 'supplier', label: m.supplier },
];

interface ProductFormFieldsProps {
  form: ProductForm;
  categories: Category[];
  /** Stock is set when a product is added; afterwards it changes only through stock adjustments. */
  stockEditable: boolean;
  /** The label of this store's own price, when the form edits one. */
  storePriceLabel: string | null;
  imageField: React.ReactNode;
}

/** The product form's fields in a two-column grid, each with its inline error. */
export function ProductFormFields({
  form,
  categories,
  stockEditable,
  storePriceLabel,
  imageField,
}: ProductFormFieldsProps) {
  const intl = useIntl();
  const errors = form.formState.errors;
  const fieldId = (name: string) => `product-${name}`;
  const soldBy = useWatch({ control: form.control, name: 'soldBy' }) ?? 'unit';
  // Stock and the reorder level are in the unit the product is weighed in.
  const labelOf = (field: (typeof textFields)[number]) =>
    (field.name === 'stock' || field.name === 'reorderLevel') && isSoldByWeight(soldBy)
      ? intl.formatMessage(m.inUnit, { label: intl.formatMessage(field.label), unit: soldBy })
      : intl.formatMessage(field.label, { currency: currencySign() });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {textFields.map((field) => (
        <FormField
          key={field.name}
          id={fieldId(field.name)}
          label={labelOf(field)}
          error={errors[field.name]?.message}
          hint={
            field.name === 'stock' && !stockEditable
              ? intl.formatMessage(m.stockReadOnly)
              : field.hint && intl.formatMessage(field.hint)
          }
        >
          <Input
            id={fieldId(field.name)}
            inputMode={
              (field.name === 'stock' || field.name === 'reorderLevel') && isSoldByWeight(soldBy)
                ? 'decimal'
                : field.inputMode
            }
            readOnly={field.name === 'stock' && !stockEditable}
            aria-invalid={Boolean(errors[field.name])}
            {...form.register(field.name)}
          />
        </FormField>
      ))}
      {storePriceLabel && (
        <FormField
          id={fieldId('storePrice')}
          label={storePriceLabel}
          error={errors.storePrice?.message}
          hint={intl.formatMessage(m.storePriceHint)}
        >
          <Input
            id={fieldId('storePrice')}
            inputMode="decimal"
            aria-invalid={Boolean(errors.storePrice)}
            {...form.register('storePrice')}
          />
        </FormField>
      )}
      <Controller
        control={form.control}
        name="categoryId"
        render={({ field, fieldState }) => (
          <CategorySelectField
            id={fieldId('categoryId')}
            categories={categories}
            value={field.value}
            onChange={field.onChange}
            currentId={form.formState.defaultValues?.categoryId || null}
            error={fieldState.error?.message}
            selectProps={{ name: field.name, onBlur: field.onBlur, ref: field.ref }}
          />
        )}
      />
      <FormField
        id={fieldId('soldBy')}
        label={intl.formatMessage(m.soldBy)}
        hint={intl.formatMessage(m.soldByHint)}
        error={errors.soldBy?.message}
      >
        <NativeSelect id={fieldId('soldBy')} {...form.register('soldBy')}>
          {soldByOptions.map((option) => (
            <NativeSelectOption key={option} value={option}>
              {intl.formatMessage(soldByMessages[option])}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        id={fieldId('description')}
        label={intl.formatMessage(m.description)}
        error={errors.description?.message}
        className="sm:col-span-2"
      >
        <Textarea id={fieldId('description')} rows={2} {...form.register('description')} />
      </FormField>
      <div className="sm:col-span-2">{imageField}</div>
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <div className="flex items-center gap-2 sm:col-span-2">
            <Checkbox
              id={fieldId('isActive')}
              checked={field.value ?? true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
            <Label htmlFor={fieldId('isActive')}>{intl.formatMessage(m.active)}</Label>
          </div>
        )}
      />
    </div>
  );
}
