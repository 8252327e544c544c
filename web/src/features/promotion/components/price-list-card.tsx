import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CustomerGroupList } from '@tillwise/core/promotion/promotion-schemas';
import { ProductSearchPicker } from '@/components/product-search-picker';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { toast } from '@/lib/toast';
import { usePromotionProducts } from '../api/get-promotion-products';
import { useSavePriceList } from '../api/save-price-list';
import { currencySign, toAmountText } from '@/lib/money';
import { entriesOf, rowsOf } from './price-list-rows';
import type { Row } from './price-list-rows';

interface PriceListCardProps {
  groups: CustomerGroupList;
  categories: readonly { id: string; name: string }[];
}

/** Settings › Promotions › Price lists: what each customer group pays (a trade price), by product or category. */
export function PriceListCard({ groups, categories }: PriceListCardProps) {
  const intl = useIntl();
  const [groupId, setGroupId] = useState(groups.items.find((g) => g.name === 'Trade')?.id ?? groups.items[0]?.id ?? '');
  const group = groups.items.find((g) => g.id === groupId);
  const nameOf = (id: string) => groups.names[id] ?? categories.find((c) => c.id === id)?.name ?? id;
  const [rows, setRows] = useState<Row[]>(() => rowsOf(group?.prices ?? [], nameOf));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSavePriceList({
    onSuccess: (saved) =>
      toast.success(
        intl.formatMessage(
          { id: 'promotion.priceList.saved', defaultMessage: '{name} price list saved' },
          { name: saved.name },
        ),
      ),
    onError: (error) => setProblem(error.message),
  });
  const choose = (id: string) => {
    setGroupId(id);
    setRows(rowsOf(groups.items.find((g) => g.id === id)?.prices ?? [], nameOf));
    setProblem(null);
  };
  const update = (index: number, text: string) =>
    setRows((current) => current.map((row, n) => (n === index ? { ...row, text } : row)));
  const unusedCategories = categories.filter(
    (c) => !rows.some((row) => 'categoryId' in row && row.categoryId === c.id),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <FormattedMessage id="promotion.priceList.title" defaultMessage="Price lists" />
        </CardTitle>
        <CardDescription>
          <FormattedMessage
            id="promotion.priceList.description"
            defaultMessage="A customer in a group pays its prices when they are on the sale; promotions come on top."
          />
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="max-w-xs space-y-1.5">
          <Label htmlFor="price-list-group">
            <FormattedMessage id="promotion.priceList.group" defaultMessage="Customer group" />
          </Label>
          <NativeSelect id="price-list-group" value={groupId} onChange={(event) => choose(event.target.value)}>
            {groups.items.map((g) => (
              <NativeSelectOption key={g.id} value={g.id}>
                {g.name}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage
              id="promotion.priceList.none"
              defaultMessage="No prices of its own: {name} pays the shelf prices."
              values={{ name: group?.name ?? '' }}
            />
          </p>
        ) : (
          <ul
            aria-label={intl.formatMessage(
              { id: 'promotion.priceList.prices', defaultMessage: '{name} prices' },
              { name: group?.name ?? '' },
            )}
            className="divide-y rounded-lg border"
          >
            {rows.map((row, index) => {
              const id = `price-list-row-${index}`;
              return (
                <li key={'productId' in row ? row.productId : row.categoryId} className="flex items-center gap-3 p-2">
                  <Label htmlFor={id} className="min-w-0 flex-1 font-normal">
                    {row.name}
                    <span className="block text-xs text-muted-foreground">
                      {'productId' in row ? (
                        <FormattedMessage
                          id="promotion.priceList.price"
                          defaultMessage="Price ({currency})"
                          values={{ currency: currencySign() }}
                        />
                      ) : (
                        <FormattedMessage
                          id="promotion.priceList.categoryOff"
                          defaultMessage="Category: % off shelf prices"
                        />
                      )}
                    </span>
                  </Label>
                  <Input
                    id={id}
                    className="w-24"
                    inputMode="decimal"
                    value={row.text}
                    onChange={(e) => update(index, e.target.value)}
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={intl.formatMessage(
                      { id: 'promotion.priceList.remove', defaultMessage: 'Remove {name}' },
                      { name: row.name },
                    )}
                    onClick={() => setRows((current) => current.filter((_, n) => n !== index))}
                  >
                    <Trash2 />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <div className="grid gap-4 md:grid-cols-2">
          <ProductSearchPicker
            label={intl.formatMessage({
              id: 'promotion.priceList.addProduct',
              defaultMessage: "Add a product's price",
            })}
            useMatches={usePromotionProducts}
            addedIds={new Set(rows.flatMap((row) => ('productId' in row ? [row.productId] : [])))}
            describe={(product) => toAmountText(product.priceCents)}
            onPick={(product) =>
              setRows((current) => [
                ...current,
                { productId: product.id, name: product.name, text: toAmountText(product.priceCents) },
              ])
            }
          />
          <div className="space-y-1.5">
            <Label htmlFor="price-list-category">
              <FormattedMessage id="promotion.priceList.addCategory" defaultMessage="Add a category’s percentage off" />
            </Label>
            <NativeSelect
              id="price-list-category"
              value=""
              onChange={(event) => {
                const category = categories.find((c) => c.id === event.target.value);
                if (category)
                  setRows((current) => [...current, { categoryId: category.id, name: category.name, text: '' }]);
              }}
            >
              <NativeSelectOption value="">
                {intl.formatMessage({ id: 'promotion.priceList.chooseCategory', defaultMessage: 'Choose a category…' })}
              </NativeSelectOption>
              {unusedCategories.map((category) => (
                <NativeSelectOption key={category.id} value={category.id}>
                  {category.name}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
        </div>
        {problem && (
          <p className="text-sm text-destructive" role="alert">
            {problem}
          </p>
        )}
        <Button
          disabled={save.isPending || !group}
          onClick={() => {
            const read = entriesOf(rows, intl);
            if ('problem' in read) return setProblem(read.problem);
            setProblem(null);
            save.mutate({ groupId, input: read });
          }}
        >
          <FormattedMessage
            id="promotion.priceList.save"
            defaultMessage="Save {name} prices"
            values={{ name: group?.name ?? '' }}
          />
        </Button>
      </CardContent>
    </Card>
  );
}
