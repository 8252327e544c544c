import { useDebouncedValue } from './use-debounced-value';

/**
 * A searchable list's filters: the search as sent (trimmed, once typing pauses) and a way to change any of them,
 * which goes back to the first page.
 */
export function useListFilters<F extends { q?: string }>(
  filters: F,
  onFiltersChange: (filters: F) => void,
  onPageChange: (page: number) => void,
) {
  const q = useDebouncedValue(filters.q?.trim() ?? '', 250);
  const set = (changes: Partial<F>) => {
    onFiltersChange({ ...filters, ...changes });
    onPageChange(1);
  };
  return { q: q || undefined, set };
}
