import { lazy, Suspense, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SearchInput } from '@/components/search-input';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/lib/cn';
import { useSearchEverything } from '../api/search-everything';
import { flattenResults, optionId } from '../lib/search-hits';
import type { SearchHit } from '../lib/search-hits';

// The results' list loads when the box is first focused, keeping it off every screen's first load.
const loadResults = () => import('./search-result-groups');
const SearchResultGroups = lazy(() => loadResults().then((m) => ({ default: m.SearchResultGroups })));

/** The header search: products, orders and customers as you type, grouped; arrows move, Enter opens, Escape closes. */
export function GlobalSearch({ className, onOpen }: { className?: string; onOpen: (hit: SearchHit) => void }) {
  const intl = useIntl();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = useDebouncedValue(text.trim(), 150);
  const results = useSearchEverything(q);
  const hits = q ? flattenResults(results.data) : [];
  const showPanel = open && q.length > 0 && !results.isPending;
  const activeIndex = Math.min(active, hits.length - 1);

  const choose = (hit: SearchHit) => {
    setOpen(false);
    setText('');
    onOpen(hit);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (hits.length > 0) {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((activeIndex + step + hits.length) % hits.length);
      }
    } else if (event.key === 'Enter') {
      const hit = hits[activeIndex];
      // While the answer for the newest text is on its way the list still shows the previous one; Enter waits.
      if (results.isPlaceholderData) {
        event.preventDefault();
      } else if (showPanel && hit) {
        event.preventDefault();
        choose(hit);
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className={cn('relative', className)}>
      <SearchInput
        placeholder={intl.formatMessage({
          id: 'search.placeholder',
          defaultMessage: 'Search products, orders, customers...',
        })}
        aria-label={intl.formatMessage({ id: 'search.label', defaultMessage: 'Search' })}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showPanel}
        aria-controls={listId}
        aria-activedescendant={showPanel && hits.length > 0 ? optionId(listId, activeIndex) : undefined}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => {
          void loadResults();
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {showPanel && (
        <div
          aria-busy={results.isPlaceholderData}
          className="absolute top-full right-0 left-0 z-50 mt-1 min-w-72 rounded-md border bg-popover text-popover-foreground shadow-md"
        >
          {hits.length > 0 ? (
            <Suspense fallback={null}>
              <SearchResultGroups
                listId={listId}
                hits={hits}
                activeIndex={activeIndex}
                onHover={setActive}
                onChoose={choose}
              />
            </Suspense>
          ) : (
            <p className="px-3 py-4 text-center text-sm text-muted-foreground">
              <FormattedMessage
                id="search.noMatches"
                defaultMessage="No matches for “{search}”"
                values={{ search: q }}
              />
            </p>
          )}
        </div>
      )}
    </div>
  );
}
