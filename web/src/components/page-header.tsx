import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface PageHeaderProps {
  title: string;
  description?: string;
  actions?: ReactNode;
  actionsClassName?: string;
}

/** A screen's heading, its subtitle and its main actions. */
export function PageHeader({ title, description, actions, actionsClassName }: PageHeaderProps) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        {description && <p className="text-muted-foreground">{description}</p>}
      </div>
      {actions && <div className={cn('flex flex-wrap gap-2', actionsClassName)}>{actions}</div>}
    </div>
  );
}
