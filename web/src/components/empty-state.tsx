import { cn } from '@/lib/cn';

interface EmptyStateProps {
  title: string;
  hint?: string;
  className?: string;
}

/** What a list shows when nothing matches: 'No … found' and, for searches, 'Try a different search term'. */
export function EmptyState({ title, hint = 'Try a different search term', className }: EmptyStateProps) {
  return (
    <div className={cn('py-12 text-center', className)}>
      <p className="font-medium">{title}</p>
      {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
    </div>
  );
}
