import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@/components/ui/button';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** What is counted, singular and plural: ['product', 'products']. */
  noun?: [string, string];
  /** How many matched, in words, for a list whose count is a catalogue plural; instead of noun. */
  count?: (total: number) => ReactNode;
  onPageChange: (page: number) => void;
}

/** How many matched, and Previous / 'Page x of y' / Next over a paged list. */
export function Pager({ page, pageSize, total, noun, count, onPageChange }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
      <span>{count ? count(total) : `${total} ${(total === 1 ? noun?.[0] : noun?.[1]) ?? ''}`}</span>
      <span className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <FormattedMessage id="common.pager.previous" defaultMessage="Previous" />
        </Button>
        <FormattedMessage id="common.pager.page" defaultMessage="Page {page} of {pages}" values={{ page, pages }} />
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          <FormattedMessage id="common.pager.next" defaultMessage="Next" />
        </Button>
      </span>
    </div>
  );
}
