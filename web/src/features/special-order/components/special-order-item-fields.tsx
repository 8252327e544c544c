import { FormattedMessage, useIntl } from 'react-intl';

import { FormField } from '@/components/form-field';
import { ProductSearchPicker } from '@/components/product-search-picker';
import { QuantityInput } from '@/components/quantity-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useOrderCategories, useOrderSuppliers, useProductMatches } from '../api/get-order-choices';
import type { ItemDraft, ItemErrors } from './special-order-item';
import { formatMoney } from '@/lib/money';
import { quantityText } from '@/lib/quantity';

interface SpecialOrderItemFieldsProps {
  draft: ItemDraft;
  errors: ItemErrors;
  onChange: (draft: ItemDraft) => void;
}

const noneAdded = new Set<string>();

/** What is ordered: a catalogue product found by search, or a one-off typed here; how many, and from which supplier. */
export function SpecialOrderItemFields({ draft, errors, onChange }: SpecialOrderItemFieldsProps) {
  const intl = useIntl();
  const suppliers = useOrderSuppliers();
  const categories = useOrderCategories();
  const set = (changes: Partial<ItemDraft>) => onChange({ ...draft, ...changes });
  const field = (
    id: string,
    label: string,
    key: 'name' | 'priceText' | 'costText' | 'taxRateText',
    error?: string,
    hint?: string,
  ) => (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Input
        id={id}
        autoComplete="off"
        inputMode={key === 'name' ? undefined : 'decimal'}
        value={draft[key]}
        aria-invalid={Boolean(error)}
        onChange={(event) => set({ [key]: event.target.value })}
      />
    </FormField>
  );
  const soldBy = draft.mode === 'catalogue' ? draft.product?.soldBy : 'unit';
  return (
    <div className="space-y-3">
      <Tabs value={draft.mode} onValueChange={(mode) => set({ mode: mode as ItemDraft['mode'] })}>
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="catalogue">
            <FormattedMessage id="specialOrder.item.fromCatalogue" defaultMessage="From the catalogue" />
          </TabsTrigger>
          <TabsTrigger value="oneOff">
            <FormattedMessage id="specialOrder.item.oneOff" defaultMessage="One-off item" />
          </TabsTrigger>
        </TabsList>
      </Tabs>
      {draft.mode === 'catalogue' &&
        (draft.product ? (
          <div className="flex items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm">
            <span>
              <span className="block font-medium">{draft.product.name}</span>
              <span className="text-xs text-muted-foreground">
                <FormattedMessage
                  id="specialOrder.item.picked"
                  defaultMessage="{sku} · {price} · {stock} in stock"
                  values={{
                    sku: draft.product.sku,
                    price: formatMoney(draft.product.priceCents),
                    stock: quantityText(draft.product.stock, draft.product.soldBy),
                  }}
                />
                {draft.product.supplier && ` · ${draft.product.supplier}`}
              </span>
            </span>
            <Button type="button" variant="ghost" size="sm" onClick={() => set({ product: null })}>
              <FormattedMessage id="specialOrder.item.change" defaultMessage="Change" />
            </Button>
          </div>
        ) : (
          <div className="space-y-1">
            <ProductSearchPicker
              label={intl.formatMessage({ id: 'specialOrder.item.search', defaultMessage: 'Search products to order' })}
              useMatches={useProductMatches}
              addedIds={noneAdded}
              canPick={(product) => !product.options}
              describe={(product) =>
                product.options
                  ? intl.formatMessage({ id: 'specialOrder.item.chooseVariant', defaultMessage: 'Choose a variant' })
                  : formatMoney(product.priceCents)
              }
              onPick={(product) => set({ product })}
            />
            {errors.product && <p className="text-sm text-destructive">{errors.product}</p>}
          </div>
        ))}
      {draft.mode === 'oneOff' && (
        <div className="grid grid-cols-2 items-start gap-2">
          {field(
            'special-order-name',
            intl.formatMessage({ id: 'specialOrder.item.name', defaultMessage: 'Item' }),
            'name',
            errors.name,
          )}
          <FormField
            id="special-order-category"
            label={intl.formatMessage({ id: 'specialOrder.item.category', defaultMessage: 'Category' })}
            error={errors.categoryId}
            className="col-span-2 sm:col-span-1"
          >
            <NativeSelect
              id="special-order-category"
              value={draft.categoryId}
              aria-invalid={Boolean(errors.categoryId)}
              onChange={(event) => set({ categoryId: event.target.value })}
            >
              <NativeSelectOption value="">
                <FormattedMessage id="specialOrder.item.choose" defaultMessage="Choose…" />
              </NativeSelectOption>
              {(categories.data ?? []).map((category) => (
                <NativeSelectOption key={category.id} value={category.id}>
                  {category.name}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </FormField>
          {field(
            'special-order-price',
            intl.formatMessage({ id: 'specialOrder.item.price', defaultMessage: 'Price' }),
            'priceText',
            errors.price,
          )}
          {field(
            'special-order-cost',
            intl.formatMessage({ id: 'specialOrder.item.cost', defaultMessage: 'Cost' }),
            'costText',
            errors.cost,
            intl.formatMessage({ id: 'specialOrder.item.costHint', defaultMessage: 'What the supplier charges' }),
          )}
          {field(
            'special-order-tax',
            intl.formatMessage({ id: 'specialOrder.item.taxRate', defaultMessage: 'Tax rate (%)' }),
            'taxRateText',
            errors.taxRate,
            intl.formatMessage({ id: 'specialOrder.item.taxRateHint', defaultMessage: 'Left empty: the store’s rate' }),
          )}
        </div>
      )}
      <div className="grid grid-cols-2 items-start gap-2">
        <FormField
          id="special-order-quantity"
          label={intl.formatMessage({ id: 'specialOrder.item.quantity', defaultMessage: 'Quantity' })}
          error={errors.quantity}
        >
          <QuantityInput
            id="special-order-quantity"
            soldBy={soldBy}
            value={draft.quantityText}
            aria-invalid={Boolean(errors.quantity)}
            onChange={(event) => set({ quantityText: event.target.value })}
          />
        </FormField>
        <FormField
          id="special-order-supplier"
          label={intl.formatMessage({ id: 'specialOrder.item.supplier', defaultMessage: 'Supplier' })}
          error={errors.supplierId}
        >
          <NativeSelect
            id="special-order-supplier"
            value={draft.supplierId}
            aria-invalid={Boolean(errors.supplierId)}
            onChange={(event) => set({ supplierId: event.target.value })}
          >
            <NativeSelectOption value="">
              {draft.mode === 'catalogue' && draft.product?.supplier ? (
                <FormattedMessage
                  id="specialOrder.item.ownSupplier"
                  defaultMessage="Its own ({supplier})"
                  values={{ supplier: draft.product.supplier }}
                />
              ) : (
                <FormattedMessage id="specialOrder.item.choose" defaultMessage="Choose…" />
              )}
            </NativeSelectOption>
            {(suppliers.data ?? []).map((supplier) => (
              <NativeSelectOption key={supplier.id} value={supplier.id}>
                {supplier.name}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </FormField>
      </div>
    </div>
  );
}
