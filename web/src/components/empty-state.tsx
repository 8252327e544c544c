import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { cn } from '@/lib/cn';

interface EmptyStateProps {
  title: ReactNode;
  /** Left out, 'Try a different search term'; empty, none. */
  hint?: ReactNode;
  className?: string;
}

/** What a list shows when nothing matches: 'No … found' and, for searches, 'Try a different search term'. */
export function EmptyState({ title, hint, className }: EmptyStateProps) {
  const shownHint =
    hint === undefined ? (
      <FormattedMessage id="common.tryDifferentSearch" defaultMessage="Try a different search term" />
    ) : (
      hint
    );
  return (
    <div className={cn('py-12 text-center', className)}>
      <p className="font-medium">{title}</p>
      {shownHint && <p className="text-sm text-muted-foreground">{shownHint}</p>}
    </div>
  );
}
