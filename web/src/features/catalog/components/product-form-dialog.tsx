import { zodResolver } from '@hookform/resolvers/zod';
import { Layers, LoaderCircle, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { productFormSchemaFor } from '@tillwise/core/catalog/catalog-schemas';
import type { Category, Product, ProductFormValues, productFormSchema } from '@tillwise/core/catalog/catalog-schemas';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { ApiRequestError } from '@/lib/api-client';
import { showServerErrors } from '@/lib/form-errors';
import { useCreateProduct } from '../api/create-product';
import { useUpdateProduct } from '../api/update-product';
import { ProductDeleteConfirm } from './product-delete-confirm';
import { ProductFormFields } from './product-form-fields';
import { ProductImageField } from './product-image-field';
import { currencySign, moneyFormat, toAmountText } from '@/lib/money';
import { decimalInputText, quantityInputText } from '@/lib/quantity';

type FormOutput = z.output<typeof productFormSchema>;

const dollars = (cents: number | null) => (cents === null ? '' : toAmountText(cents));

function formValues(product: Product | null, defaultTaxRate: number): ProductFormValues {
  return {
    name: product?.name ?? '',
    sku: product?.sku ?? '',
    barcode: product?.barcode ?? '',
    price: product ? dollars(product.chainPriceCents) : '',
    cost: product ? dollars(product.costCents) : '',
    storePrice: product ? dollars(product.storePriceCents) : '',
    taxRate: decimalInputText(product?.taxRate ?? defaultTaxRate),
    categoryId: product?.categoryId ?? '',
    image: product?.image ?? null,
    // In the product's own unit: '12' lb, not the thousandths it is kept in.
    stock: quantityInputText(product?.stock ?? 0, product?.soldBy),
    reorderLevel:
      product?.reorderLevel === null || product?.reorderLevel === undefined
        ? ''
        : quantityInputText(product.reorderLevel, product.soldBy),
    description: product?.description ?? '',
    supplier: product?.supplier ?? '',
    isActive: product?.isActive ?? true,
    soldBy: product?.soldBy ?? 'unit',
  };
}

interface ProductFormDialogProps {
  /** The product to edit, or null to add one. */
  product: Product | null;
  categories: Category[];
  defaultTaxRate: number;
  /** The store whose own price the form also edits, when the chain has more than one store; null otherwise. */
  storeName: string | null;
  onClose: () => void;
  onSaved: (product: Product) => void;
  /** Opens the product's options and variants (a product that is not itself a variant). */
  onVariants?: (product: Product) => void;
  /** With it, an existing product can be deleted (once confirmed, and only if it was never sold). */
  onDeleted?: (product: Product) => void;
}

/** Add Product / Edit Product: every field checked by core's schema inline; the server's refusals land on their field. */
export function ProductFormDialog({
  product,
  categories,
  defaultTaxRate,
  storeName,
  onClose,
  onSaved,
  onVariants,
  onDeleted,
}: ProductFormDialogProps) {
  const intl = useIntl();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const form = useForm<ProductFormValues, unknown, FormOutput>({
    resolver: zodResolver(productFormSchemaFor(moneyFormat())),
    defaultValues: formValues(product, defaultTaxRate),
  });
  // Opened before the store's settings arrived, a new product's tax starts at the general default: the store's own
  // rate replaces it when it comes, unless someone has typed a rate meanwhile.
  useEffect(() => {
    if (product || form.getValues('taxRate') !== form.formState.defaultValues?.taxRate) return;
    form.resetField('taxRate', { defaultValue: decimalInputText(defaultTaxRate) });
  }, [product, defaultTaxRate, form]);
  const onError = (error: ApiRequestError) =>
    showServerErrors(form.setError, form.getValues(), error, {
      priceCents: 'price',
      costCents: 'cost',
      storePriceCents: 'storePrice',
    });
  const create = useCreateProduct({ onSuccess: onSaved, onError });
  const update = useUpdateProduct({ onSuccess: onSaved, onError });
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;

  const submit = form.handleSubmit((values) => {
    // Without the store's price field on screen, whatever price the store has stays as it is.
    const input = storeName ? values : { ...values, storePriceCents: undefined };
    if (product) update.mutate({ id: product.id, input });
    else create.mutate(input);
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {product ? (
              <FormattedMessage id="product.form.editTitle" defaultMessage="Edit Product" />
            ) : (
              <FormattedMessage id="product.form.addTitle" defaultMessage="Add Product" />
            )}
          </DialogTitle>
          <DialogDescription>
            {product ? (
              <FormattedMessage
                id="product.form.editDescription"
                defaultMessage="Change the details of this product. Stock changes through Adjust stock."
              />
            ) : (
              <FormattedMessage
                id="product.form.addDescription"
                defaultMessage="Add a product to the catalogue. It is on sale at the till once saved."
              />
            )}
          </DialogDescription>
        </DialogHeader>
        <form className="space-y-4" noValidate onSubmit={submit}>
          <ProductFormFields
            form={form}
            categories={categories}
            stockEditable={!product}
            storePriceLabel={
              storeName
                ? intl.formatMessage(
                    { id: 'product.form.storePrice', defaultMessage: 'Price at {store} ({currency})' },
                    { store: storeName, currency: currencySign() },
                  )
                : null
            }
            imageField={
              <Controller
                control={form.control}
                name="image"
                render={({ field, fieldState }) => (
                  <ProductImageField
                    value={field.value ?? null}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                  />
                )}
              />
            }
          />
          {failure && !failure.details?.length && (
            <Alert variant="destructive">
              <AlertDescription>{failure.message}</AlertDescription>
            </Alert>
          )}
          {product && onDeleted && confirmingDelete && (
            <ProductDeleteConfirm
              product={product}
              onDeleted={onDeleted}
              onCancel={() => setConfirmingDelete(false)}
              onArchive={() => {
                setConfirmingDelete(false);
                form.setValue('isActive', false, { shouldDirty: true });
                void submit();
              }}
            />
          )}
          <DialogFooter>
            {product && onDeleted && (
              <Button
                type="button"
                variant="ghost"
                className="text-destructive hover:text-destructive sm:mr-auto"
                disabled={confirmingDelete}
                onClick={() => setConfirmingDelete(true)}
              >
                <Trash2 /> <FormattedMessage id="product.form.delete" defaultMessage="Delete product" />
              </Button>
            )}
            {product && onVariants && !product.parentId && (
              <Button
                type="button"
                variant="outline"
                className={onDeleted ? undefined : 'sm:mr-auto'}
                onClick={() => onVariants(product)}
              >
                <Layers /> <FormattedMessage id="product.form.variants" defaultMessage="Variants" />
              </Button>
            )}
            <Button type="button" variant="outline" onClick={onClose}>
              <FormattedMessage id="common.cancel" defaultMessage="Cancel" />
            </Button>
            <Button type="submit" disabled={saving}>
              {saving && <LoaderCircle className="animate-spin" />}
              {product ? (
                <FormattedMessage id="product.form.save" defaultMessage="Save Changes" />
              ) : (
                <FormattedMessage id="product.form.addTitle" defaultMessage="Add Product" />
              )}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
