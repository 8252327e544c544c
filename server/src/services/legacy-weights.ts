import { convertWeight } from '@tillwise/core/barcode/weight';
import { isSoldByWeight } from '@tillwise/core/catalog/sold-by';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import type { Db } from '../db/database';
import * as soldByRepository from '../db/repositories/sold-by-repository';

// A till of an earlier version (or its outbox, kept from before an upgrade) counted weighed goods in whole grams;
// this version counts them in thousandths of each product's own unit. Bodies that do not say `weights:
// 'product-unit'` are turned into it here, before anything reads them: grams are thousandths of a kg.
const fromGrams = (grams: number, unit: string | null | undefined) =>
  isSoldByWeight(unit as SoldBy) && unit !== 'kg' ? Math.max(1, convertWeight(grams, 'kg', unit as 'lb')) : grams;

type WithWeights = { weights?: 'product-unit' | undefined };

/** A sale (or parked sale) with its weighed lines in the products' own units. */
export async function saleInProductUnits<T extends WithWeights & { lines: { productId: string; quantity: number }[] }>(
  db: Db,
  input: T,
): Promise<T> {
  if (input.weights === 'product-unit') return input;
  const soldBy = await soldByRepository.findProductsSoldBy(db, [...new Set(input.lines.map((l) => l.productId))]);
  return {
    ...input,
    weights: 'product-unit',
    lines: input.lines.map((line) => ({ ...line, quantity: fromGrams(line.quantity, soldBy.get(line.productId)) })),
  };
}

/** A refund with the quantities of weighed lines in their own units. */
export async function refundInProductUnits<
  T extends WithWeights & { lines: { saleLineId: string; quantity: number }[] },
>(db: Db, input: T): Promise<T> {
  if (input.weights === 'product-unit') return input;
  const soldBy = await soldByRepository.findOrderLinesSoldBy(
    db,
    input.lines.map((line) => line.saleLineId),
  );
  if (soldBy.size === 0) return { ...input, weights: 'product-unit' };
  return {
    ...input,
    weights: 'product-unit',
    lines: input.lines.map((line) => ({ ...line, quantity: fromGrams(line.quantity, soldBy.get(line.saleLineId)) })),
  };
}
