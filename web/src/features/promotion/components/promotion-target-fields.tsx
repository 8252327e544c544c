import { X } from 'lucide-react';
import { useIntl } from 'react-intl';
import { ProductSearchPicker } from '@/components/product-search-picker';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { usePromotionProducts } from '../api/get-promotion-products';

interface PromotionTargetFieldsProps {
  /** Names the group, e.g. "Applies to" or "Given free". */
  legend: string;
  idPrefix: string;
  categories: readonly { id: string; name: string }[];
  categoryIds: readonly string[];
  productIds: readonly string[];
  nameOf: (id: string) => string | undefined;
  onCategoriesChange: (ids: string[]) => void;
  onProductsChange: (ids: string[], picked?: { id: string; name: string }) => void;
  error?: string;
}

/** The categories (ticked) and products (found by search) a promotion is about. */
export function PromotionTargetFields({
  legend,
  idPrefix,
  categories,
  categoryIds,
  productIds,
  nameOf,
  onCategoriesChange,
  onProductsChange,
  error,
}: PromotionTargetFieldsProps) {
  const intl = useIntl();
  return (
    <fieldset className="space-y-2 rounded-md border p-3" aria-describedby={error ? `${idPrefix}-error` : undefined}>
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      <div
        role="group"
        aria-label={intl.formatMessage(
          { id: 'promotion.target.categories', defaultMessage: '{legend}: categories' },
          { legend },
        )}
        className="flex flex-wrap gap-x-4 gap-y-2"
      >
        {categories.map((category) => {
          const id = `${idPrefix}-cat-${category.id}`;
          return (
            <div key={category.id} className="flex items-center gap-1.5">
              <Checkbox
                id={id}
                checked={categoryIds.includes(category.id)}
                onCheckedChange={(on) =>
                  onCategoriesChange(
                    on === true ? [...categoryIds, category.id] : categoryIds.filter((c) => c !== category.id),
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
      {productIds.length > 0 && (
        <ul
          aria-label={intl.formatMessage(
            { id: 'promotion.target.products', defaultMessage: '{legend}: products' },
            { legend },
          )}
          className="flex flex-wrap gap-1.5"
        >
          {productIds.map((id) => (
            <li key={id} className="flex items-center gap-1 rounded-md border bg-muted/50 px-2 py-0.5 text-sm">
              {nameOf(id) ?? id}
              <button
                type="button"
                aria-label={intl.formatMessage(
                  { id: 'promotion.target.remove', defaultMessage: 'Remove {name}' },
                  { name: nameOf(id) ?? id },
                )}
                onClick={() => onProductsChange(productIds.filter((p) => p !== id))}
              >
                <X className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ProductSearchPicker
        label={intl.formatMessage(
          { id: 'promotion.target.search', defaultMessage: '{legend}: search products' },
          { legend },
        )}
        useMatches={usePromotionProducts}
        addedIds={new Set(productIds)}
        describe={(product) => product.sku}
        onPick={(product) => onProductsChange([...productIds, product.id], { id: product.id, name: product.name })}
      />
      {error && (
        <p id={`${idPrefix}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
