import type { IntlShape } from 'react-intl';
import type { PriceListEntry } from '@tillwise/core/promotion/promotion-schemas';
import { parseAmount, toAmountText } from '@/lib/money';
import { decimalInputText, readTypedDecimal } from '@/lib/quantity';

/** A price list row as typed: a product's price in the store's money, or a category's percentage off. */
export type Row =
  { productId: string; name: string; text: string } | { categoryId: string; name: string; text: string };

export const rowsOf = (prices: readonly PriceListEntry[], nameOf: (id: string) => string): Row[] =>
  prices.map((entry) =>
    'productId' in entry
      ? { productId: entry.productId, name: nameOf(entry.productId), text: toAmountText(entry.priceCents) }
      : {
          categoryId: entry.categoryId,
          name: nameOf(entry.categoryId),
          text: decimalInputText(entry.percentOffBps / 100),
        },
  );

/** Reads the typed rows; a row that cannot be read is named in the message instead. */
export function entriesOf(rows: readonly Row[], intl: IntlShape): { prices: PriceListEntry[] } | { problem: string } {
  const prices: PriceListEntry[] = [];
  for (const row of rows) {
    if ('productId' in row) {
      const cents = parseAmount(row.text);
      if (cents === null)
        return {
          problem: intl.formatMessage(
            { id: 'promotion.priceList.invalidPrice', defaultMessage: 'Enter a price for {name}, e.g. {example}' },
            { name: row.name, example: toAmountText(999) },
          ),
        };
      prices.push({ productId: row.productId, priceCents: cents });
    } else {
      const percent = readTypedDecimal(row.text);
      if (!row.text.trim() || !(percent > 0 && percent <= 100))
        return {
          problem: intl.formatMessage(
            {
              id: 'promotion.priceList.invalidPercent',
              defaultMessage: 'Enter a percentage from {least} to {most} for {name}',
            },
            { name: row.name, least: intl.formatNumber(0.01), most: intl.formatNumber(100) },
          ),
        };
      prices.push({ categoryId: row.categoryId, percentOffBps: Math.round(percent * 100) });
    }
  }
  return { prices };
}
