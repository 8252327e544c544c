import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { cn } from '@/lib/cn';
import { optionId } from '../lib/search-hits';
import type { SearchHit } from '../lib/search-hits';
import { formatMoney } from '@/lib/money';

const groupMessages = defineMessages({
  product: { id: 'search.products', defaultMessage: 'Products' },
  order: { id: 'search.orders', defaultMessage: 'Orders' },
  customer: { id: 'search.customers', defaultMessage: 'Customers' },
});
const groups = ['product', 'order', 'customer'] as const;

function describe(intl: IntlShape, hit: SearchHit): { title: string; detail: string } {
  switch (hit.kind) {
    case 'product':
      return { title: hit.item.name, detail: `${hit.item.sku} · ${formatMoney(hit.item.priceCents)}` };
    case 'order':
      return {
        title: hit.item.number,
        detail: `${hit.item.customer?.name ?? intl.formatMessage({ id: 'search.walkIn', defaultMessage: 'Walk-in Customer' })} · ${formatMoney(hit.item.totalCents)}`,
      };
    case 'customer':
      return { title: hit.item.name, detail: hit.item.email ?? hit.item.phone ?? '' };
  }
}

interface SearchResultGroupsProps {
  listId: string;
  hits: SearchHit[];
  activeIndex: number;
  onHover: (index: number) => void;
  onChoose: (hit: SearchHit) => void;
}

/** The grouped listbox under the header search; the input keeps focus and points at the active option. */
export function SearchResultGroups({ listId, hits, activeIndex, onHover, onChoose }: SearchResultGroupsProps) {
  const intl = useIntl();
  return (
    <div
      id={listId}
      role="listbox"
      aria-label={intl.formatMessage({ id: 'search.results', defaultMessage: 'Search results' })}
      className="max-h-[70dvh] overflow-y-auto p-1"
    >
      {groups.map((kind) => {
        const members = hits.map((hit, index) => ({ hit, index })).filter(({ hit }) => hit.kind === kind);
        if (members.length === 0) return null;
        return (
          <div key={kind} role="group" aria-labelledby={`${listId}-${kind}`}>
            <div id={`${listId}-${kind}`} className="px-2 pt-2 pb-1 text-xs font-medium text-muted-foreground">
              <FormattedMessage {...groupMessages[kind]} />
            </div>
            {members.map(({ hit, index }) => {
              const { title, detail } = describe(intl, hit);
              return (
                <div
                  key={`${hit.kind}-${hit.item.id}`}
                  id={optionId(listId, index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  className={cn(
                    'flex cursor-pointer flex-col rounded-sm px-2 py-1.5 text-sm',
                    index === activeIndex && 'bg-accent text-accent-foreground',
                  )}
                  // Keeps focus in the input so typing can go on after a click.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => onHover(index)}
                  onClick={() => onChoose(hit)}
                >
                  <span className="truncate font-medium">{title}</span>
                  <span className="truncate text-xs text-muted-foreground">{detail}</span>
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
