import { useState } from 'react';
import { LoaderCircle, Plus, Trash2 } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Product } from '@tillwise/core/catalog/catalog-schemas';
import { optionCombinations, suggestedVariantSku, variantLabel } from '@tillwise/core/catalog/variants';
import type { ProductOption } from '@tillwise/core/catalog/variants';
import { QueryError } from '@/components/query-error';
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
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useVariants } from '../api/get-variants';
import { useSaveVariants } from '../api/save-variants';
import { variantInputs } from '../lib/variant-inputs';
import { VariantRows } from './variant-rows';
import type { VariantRow } from './variant-rows';
import { toAmountText } from '@/lib/money';

interface VariantsDialogProps {
  product: Product;
  onClose: () => void;
  onSaved: (product: Product, variants: Product[]) => void;
}

type OptionDraft = { name: string; values: string };
const dollars = (cents: number | null) => (cents === null ? '' : toAmountText(cents));
const optionsOf = (drafts: OptionDraft[]): ProductOption[] =>
  drafts
    .map((draft) => ({
      name: draft.name.trim(),
      values: draft.values
        .split(',')
        .map((value) => value.trim())
        .filter(Boolean),
    }))
    .filter((option) => option.name && option.values.length > 0);

/**
 * A product's options (Size: 9 cm, 2 L, 5 L) and the variants they make: each combination with its own SKU,
 * barcode, price, cost and opening stock (in the product's unit: '2.5' lb of a coffee sold by the lb). Unticked
 * variants are not sold (an existing one is taken off sale).
 */
export function VariantsDialog({ product, onClose, onSaved }: VariantsDialogProps) {
  const current = useVariants(product.id);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage
              id="catalog.variants.of"
              defaultMessage="Variants of {name}"
              values={{ name: product.name }}
            />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="product.variants.description"
              defaultMessage="Options and their values, separated by commas. Each variant is sold, stocked and scanned as a product of its own; the till asks which one when {name} is tapped."
              values={{ name: product.name }}
            />
          </DialogDescription>
        </DialogHeader>
        {current.isError && <QueryError error={current.error} onRetry={() => void current.refetch()} />}
        {current.isPending && <Skeleton className="h-40" />}
        {current.data && (
          <VariantsEditor
            product={current.data.product}
            variants={current.data.variants}
            onClose={onClose}
            onSaved={onSaved}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function VariantsEditor({ product, variants, onClose, onSaved }: VariantsDialogProps & { variants: Product[] }) {
  const intl = useIntl();
  const [drafts, setDrafts] = useState<OptionDraft[]>(() =>
    (
      product.options ?? [
        { name: intl.formatMessage({ id: 'product.variants.size', defaultMessage: 'Size' }), values: [] },
      ]
    ).map((option) => ({
      name: option.name,
      values: option.values.join(', '),
    })),
  );
  // What was typed for each combination, by its label; the rest come from its variant or a new one's defaults.
  const [edits, setEdits] = useState<Record<string, VariantRow>>({});
  // New variants' opening stock that does not read in the product's unit, by row; nothing was sent.
  const [stockErrors, setStockErrors] = useState<Record<number, string>>({});
  const save = useSaveVariants({ onSuccess: (result) => onSaved(result.product, result.variants) });
  const options = optionsOf(drafts);
  const rows = optionCombinations(options).map((values): VariantRow => {
    const label = variantLabel(options, values);
    const typed = edits[label];
    if (typed) return { ...typed, values };
    const variant = variants.find((v) => variantLabel(options, v.optionValues ?? {}) === label);
    return variant
      ? {
          id: variant.id,
          values,
          sku: variant.sku,
          barcode: variant.barcode ?? '',
          price: dollars(variant.chainPriceCents),
          cost: dollars(variant.costCents),
          stock: '',
          sell: variant.isActive,
        }
      : {
          values,
          sku: suggestedVariantSku(product.sku, values),
          barcode: '',
          price: dollars(product.chainPriceCents),
          cost: dollars(product.costCents),
          stock: '0',
          sell: true,
        };
  });

  const sold = rows.map((row, index) => ({ row, index })).filter(({ row }) => row.sell);
  const errors: Record<number, string> = { ...stockErrors };
  for (const detail of save.error?.details ?? []) {
    const [, at] = /^variants\.(\d+)/.exec(detail.path) ?? [];
    const row = at === undefined ? undefined : sold[Number(at)];
    if (row) errors[row.index] = detail.message;
  }
  const submit = () => {
    const read = variantInputs(sold, product.soldBy);
    setStockErrors(read.ok ? {} : read.errors);
    if (read.ok) save.mutate({ productId: product.id, input: { options, variants: read.variants } });
  };
  const setDraft = (index: number, change: Partial<OptionDraft>) =>
    setDrafts(drafts.map((draft, i) => (i === index ? { ...draft, ...change } : draft)));

  return (
    <>
      <div className="space-y-2">
        {drafts.map((draft, index) => (
          <div key={index} className="flex flex-wrap items-center gap-2">
            <Input
              aria-label={intl.formatMessage(
                { id: 'product.variants.optionName', defaultMessage: 'Option {number} name' },
                { number: index + 1 },
              )}
              className="w-32"
              placeholder={intl.formatMessage({ id: 'product.variants.size', defaultMessage: 'Size' })}
              value={draft.name}
              onChange={(event) => setDraft(index, { name: event.target.value })}
            />
            <Input
              aria-label={intl.formatMessage(
                { id: 'product.variants.optionValues', defaultMessage: 'Option {number} values' },
                { number: index + 1 },
              )}
              className="min-w-48 flex-1"
              placeholder={intl.formatMessage({
                id: 'product.variants.valuesPlaceholder',
                defaultMessage: '9 cm, 2 L, 5 L',
              })}
              value={draft.values}
              onChange={(event) => setDraft(index, { values: event.target.value })}
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={intl.formatMessage(
                { id: 'product.variants.removeOption', defaultMessage: 'Remove option {number}' },
                { number: index + 1 },
              )}
              disabled={drafts.length === 1}
              onClick={() => setDrafts(drafts.filter((_, i) => i !== index))}
            >
              <Trash2 />
            </Button>
          </div>
        ))}
        {drafts.length < 3 && (
          <Button variant="outline" size="sm" onClick={() => setDrafts([...drafts, { name: '', values: '' }])}>
            <Plus /> <FormattedMessage id="product.variants.addOption" defaultMessage="Add option" />
          </Button>
        )}
      </div>
      {rows.length > 0 && (
        <VariantRows
          soldBy={product.soldBy}
          options={options}
          rows={rows}
          errors={errors}
          onChange={(_index, row) => setEdits({ ...edits, [variantLabel(options, row.values)]: row })}
        />
      )}
      {save.error && (
        <Alert variant="destructive">
          <AlertDescription>{save.error.message}</AlertDescription>
        </Alert>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          <FormattedMessage id="common.cancel" defaultMessage="Cancel" />
        </Button>
        <Button disabled={save.isPending || sold.length === 0} onClick={submit}>
          {save.isPending && <LoaderCircle className="animate-spin" />}
          <FormattedMessage id="product.variants.save" defaultMessage="Save variants" />
        </Button>
      </DialogFooter>
    </>
  );
}
