// What variants are, without zod: the till's first load reads these and must not carry the schemas.

/** One way a product varies (Size), with the values it comes in (9 cm, 2 L, 5 L). */
export interface ProductOption {
  name: string;
  values: string[];
}

/** A variant's value of each option, by option name. */
export type OptionValues = Record<string, string>;

/** Whether a product is a parent of variants, which the till sells only as one of them. */
export const hasVariants = (product: { options?: readonly ProductOption[] | null }) =>
  (product.options?.length ?? 0) > 0;

/** A variant's values as people read them: "2 L / Blue", in the options' order. */
export const variantLabel = (options: readonly ProductOption[], values: OptionValues) =>
  options.map((option) => values[option.name] ?? '').join(' / ');

/** A variant's own name, as the till, the receipt and reports show it: "Lavender 'Hidcote' — 2 L". */
export const variantName = (parentName: string, options: readonly ProductOption[], values: OptionValues) =>
  `${parentName} — ${variantLabel(options, values)}`;

/** Every combination of the options' values, in order: what a new product's variants start as. */
export function optionCombinations(options: readonly ProductOption[]): OptionValues[] {
  return options.reduce<OptionValues[]>(
    (combinations, option) =>
      combinations.flatMap((values) => option.values.map((value) => ({ ...values, [option.name]: value }))),
    [{}],
  );
}

/** A variant's SKU suggested from the product's: PLT-002-2L-BLUE. */
export const suggestedVariantSku = (parentSku: string, values: OptionValues) =>
  [parentSku, ...Object.values(values).map((value) => value.toUpperCase().replace(/[^A-Z0-9]+/g, ''))]
    .filter(Boolean)
    .join('-')
    .slice(0, 40);

/** Orders variants as their options list their values (9 cm, 2 L, 5 L), then by SKU. */
export function byOptionOrder(options: readonly ProductOption[]) {
  const rank = (values: OptionValues | null | undefined) =>
    options.map((option) => {
      const index = option.values.indexOf(values?.[option.name] ?? '');
      return index === -1 ? option.values.length : index;
    });
  return (
    a: { sku: string; optionValues?: OptionValues | null },
    b: { sku: string; optionValues?: OptionValues | null },
  ) => {
    const [ra, rb] = [rank(a.optionValues), rank(b.optionValues)];
    const at = ra.findIndex((value, i) => value !== rb[i]);
    return at === -1 ? a.sku.localeCompare(b.sku) : ra[at]! - rb[at]!;
  };
}

/** "3 sizes × 2 colours": what a product with variants comes in, for its tile and card. */
export const optionsSummary = (options: readonly ProductOption[]) =>
  options
    .map((option) => `${option.values.length} ${option.name.toLowerCase()}${option.values.length === 1 ? '' : 's'}`)
    .join(' × ');

/** A parent's options grown by its variants' values: the options it had, then any name or value new to them. */
export function optionsOfVariants(
  current: readonly ProductOption[],
  variants: readonly OptionValues[],
): ProductOption[] {
  const options = current.map((option) => ({ name: option.name, values: [...option.values] }));
  for (const values of variants)
    for (const [name, value] of Object.entries(values)) {
      let option = options.find((candidate) => candidate.name.toLowerCase() === name.toLowerCase());
      if (!option) options.push((option = { name, values: [] }));
      if (!option.values.some((known) => known.toLowerCase() === value.toLowerCase())) option.values.push(value);
    }
  return options;
}
