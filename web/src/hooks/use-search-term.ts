import { useDebouncedValue } from './use-debounced-value';

/**
 * What a search box asks for: its text once typing pauses, but nothing the moment the box is emptied. A picker that
 * clears its box on a pick must drop its matches in the same frame as the pick shows: a list that lingered for the
 * debounce and then went moved what came after it under the next tap.
 */
export function useSearchTerm(text: string, delay = 200): string {
  const term = text.trim();
  const debounced = useDebouncedValue(term, delay);
  return term === '' ? '' : debounced;
}
