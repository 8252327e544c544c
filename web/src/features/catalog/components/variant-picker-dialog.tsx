import { useQuery } from '@tanstack/react-query';
import type { UseQueryOptions } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Product, ProductPage } from '@tillwise/core/catalog/catalog-schemas';
import { unitPriceSuffix } from '@tillwise/core/catalog/sold-by';
import { byOptionOrder, variantLabel } from '@tillwise/core/catalog/variants';

import { QueryError } from '@/components/query-error';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { getProductsQueryOptions } from '../api/get-products';
import { localProductsQueryOptions } from '../api/local-catalogue';
import type { LocalCatalogue } from '../api/local-catalogue';
import { formatMoney } from '@/lib/money';
import { quantityText } from '@/lib/quantity';

interface VariantPickerDialogProps {
  product: Product;
  local?: LocalCatalogue | null;
  onChoose: (variant: Product) => void;
  onClose: () => void;
}

/** Which of a product's variants to sell: each with its values, price and stock, from the till's catalogue. */
export function VariantPickerDialog({ product, local, onChoose, onClose }: VariantPickerDialogProps) {
  const intl = useIntl();
  const filters = { parentId: product.id, active: true, page: 1, pageSize: 100 };
  const variants = useQuery(
    (local
      ? localProductsQueryOptions(local, filters)
      : getProductsQueryOptions(filters)) as UseQueryOptions<ProductPage>,
  );
  const options = product.options ?? [];
  const items = [...(variants.data?.items ?? [])].sort(byOptionOrder(options));
  // 'size and colour', 'size and colour and fit': each pair joined as the locale joins two.
  const optionNames = options
    .map((option) => option.name.toLowerCase())
    .reduce(
      (first, second) =>
        first
          ? intl.formatMessage(
              { id: 'catalog.variants.and', defaultMessage: '{first} and {second}' },
              { first, second },
            )
          : second,
      '',
    );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{product.name}</DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="catalog.variants.choose"
              defaultMessage="Choose the {options}."
              values={{ options: optionNames }}
            />
          </DialogDescription>
        </DialogHeader>
        {variants.isError && <QueryError error={variants.error} onRetry={() => void variants.refetch()} />}
        {variants.isPending && <Skeleton className="h-32" />}
        {variants.data && items.length === 0 && (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage id="catalog.variants.none" defaultMessage="No variant is on sale." />
          </p>
        )}
        <div
          role="group"
          aria-label={intl.formatMessage(
            { id: 'catalog.variants.of', defaultMessage: 'Variants of {name}' },
            { name: product.name },
          )}
          className="grid grid-cols-2 gap-2 sm:grid-cols-3"
        >
          {items.map((variant) => (
            <button
              key={variant.id}
              type="button"
              onClick={() => onChoose(variant)}
              className="flex flex-col gap-1 rounded-lg border bg-card p-3 text-left outline-none hover:border-primary hover:bg-primary/5 focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className="font-medium">{variantLabel(options, variant.optionValues ?? {})}</span>
              <span className="text-sm font-semibold tabular-nums">
                {formatMoney(variant.priceCents)}
                {unitPriceSuffix(variant.soldBy)}
              </span>
              <span className="text-xs text-muted-foreground tabular-nums">
                <FormattedMessage
                  id="catalog.inStock"
                  defaultMessage="{quantity} in stock"
                  values={{ quantity: quantityText(variant.stock, variant.soldBy) }}
                />
              </span>
            </button>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
