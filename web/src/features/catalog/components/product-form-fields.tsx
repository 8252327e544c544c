import type * as React from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { Category, ProductFormValues, productFormSchema } from '@tillwise/core/catalog/catalog-schemas';
import { FormField } from '@/components/form-field';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { isSoldByWeight, soldByLabels, soldByOptions } from '@tillwise/core/catalog/sold-by';
import { Textarea } from '@/components/ui/textarea';
import { CategorySelectField } from './category-select-field';

type ProductForm = UseFormReturn<ProductFormValues, unknown, z.output<typeof productFormSchema>>;
type TextField = 'name' | 'sku' | 'barcode' | 'price' | 'cost' | 'taxRate' | 'stock' | 'reorderLevel' | 'supplier';

const textFields: { name: TextField; label: string; inputMode?: 'decimal' | 'numeric'; hint?: string }[] = [
  { name: 'name', label: 'Name' },
  { name: 'sku', label: 'SKU' },
  { name: 'barcode', label: 'Barcode', hint: 'Optional; scanned at the till.' },
  { name: 'price', label: 'Price ($)', inputMode: 'decimal' },
  { name: 'cost', label: 'Cost ($)', inputMode: 'decimal', hint: 'Optional; reports assume 60 % of price.' },
  { name: 'taxRate', label: 'Tax (%)', inputMode: 'decimal' },
  { name: 'stock', label: 'Stock', inputMode: 'numeric' },
  { name: 'reorderLevel', label: 'Reorder level', inputMode: 'numeric', hint: 'Optional; alerts start here.' },
  { name: 'supplier', label: 'Supplier' },
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
  const errors = form.formState.errors;
  const fieldId = (name: string) => `product-${name}`;
  const soldBy = useWatch({ control: form.control, name: 'soldBy' }) ?? 'unit';
  // Stock and the reorder level are in the unit the product is weighed in.
  const labelOf = (field: (typeof textFields)[number]) =>
    (field.name === 'stock' || field.name === 'reorderLevel') && isSoldByWeight(soldBy)
      ? `${field.label} (${soldBy})`
      : field.label;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {textFields.map((field) => (
        <FormField
          key={field.name}
          id={fieldId(field.name)}
          label={labelOf(field)}
          error={errors[field.name]?.message}
          hint={field.name === 'stock' && !stockEditable ? 'Change stock with Adjust stock.' : field.hint}
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
          hint="Optional; empty charges the price above."
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
        label="Sold by"
        hint="By weight: the price is per unit of weight, and stock, sales and the reorder level are in that unit."
        error={errors.soldBy?.message}
      >
        <NativeSelect id={fieldId('soldBy')} {...form.register('soldBy')}>
          {soldByOptions.map((option) => (
            <NativeSelectOption key={option} value={option}>
              {soldByLabels[option]}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        id={fieldId('description')}
        label="Description"
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
            <Label htmlFor={fieldId('isActive')}>Active (on sale at the till)</Label>
          </div>
        )}
      />
    </div>
  );
}
