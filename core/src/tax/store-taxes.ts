import type { TaxRate } from './tax';

/** A tax a store adds beside its main one, e.g. a city tax on top of the state's, on some categories or all. */
export interface StoreTax {
  name: string;
  /** Percent: 2.5 means 2.5 %. */
  rate: number;
  /** The categories it applies to; empty for every product. */
  categoryIds: string[];
}

/**
 * The taxes a product carries in a store: the store's main tax at the product's own rate (under the store's tax
 * name), then each additional tax whose categories include the product's (or that applies to every product).
 */
export function productTaxes(
  main: TaxRate,
  additional: readonly StoreTax[] | undefined,
  categoryId: string | null | undefined,
): TaxRate[] {
  const extra = (additional ?? []).filter(
    (tax) => tax.categoryIds.length === 0 || (categoryId != null && tax.categoryIds.includes(categoryId)),
  );
  return [main, ...extra.map(({ name, rate }) => ({ name, rate }))];
}
