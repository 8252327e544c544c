// The shop's categories, without zod: the till's chips read these on its first load.

interface NamedCategory {
  id: string;
  name: string;
  /** Absent on categories a till kept from before categories could be made inactive: those were all active. */
  isActive?: boolean;
}

/** Category names are one name whatever their case and the spaces around them: "Deli " is "deli". */
export const categoryKey = (name: string) => name.trim().toLowerCase();

/** Whether a category is offered for new things (a till's chip, a new product's choice). */
export const isCategoryActive = (category: Pick<NamedCategory, 'isActive'>) => category.isActive !== false;

/** The category already named so, ignoring case and surrounding spaces, other than `exceptId`. */
export function categoryNamed<T extends NamedCategory>(categories: readonly T[], name: string, exceptId?: string) {
  const wanted = categoryKey(name);
  return categories.find((category) => category.id !== exceptId && categoryKey(category.name) === wanted);
}

/**
 * The categories a product may be put in: the active ones, and the one it is in already even when that one is
 * inactive (a product keeps its category), in their order.
 */
export const categoryChoices = <T extends NamedCategory>(categories: readonly T[], currentId?: string | null) =>
  categories.filter((category) => isCategoryActive(category) || category.id === currentId);

/** The order with one category moved by `offset` places (−1 up, +1 down), kept within the list. */
export function moveCategory(ids: readonly string[], id: string, offset: number): string[] {
  const from = ids.indexOf(id);
  if (from < 0) return [...ids];
  const to = Math.min(ids.length - 1, Math.max(0, from + offset));
  const moved = ids.filter((other) => other !== id);
  moved.splice(to, 0, id);
  return moved;
}

/** Whether a proposed order names every category there is, each once, and nothing else. */
export function isOrderOf(existing: readonly string[], proposed: readonly string[]): boolean {
  if (existing.length !== proposed.length) return false;
  const left = new Set(existing);
  return new Set(proposed).size === proposed.length && proposed.every((id) => left.has(id));
}
