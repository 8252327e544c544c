import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

interface StatCardProps<T> {
  title: string;
  icon: LucideIcon;
  query: UseQueryResult<T, Error>;
  value: (data: T) => ReactNode;
  footer?: (data: T) => ReactNode;
}

/** A summary figure from a query, with a skeleton while loading and a retry when it fails. */
export function StatCard<T>({ title, icon: Icon, query, value, footer }: StatCardProps<T>) {
  return (
    <Card className="gap-2">
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
        <Icon className="size-4 text-muted-foreground" />
      </CardHeader>
      <CardContent>
        {query.isPending && <Skeleton className="h-8 w-24" />}
        {query.isError && (
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            <RotateCw /> Retry
          </Button>
        )}
        {query.isSuccess && (
          <>
            <p className="text-2xl font-bold tabular-nums">{value(query.data)}</p>
            {footer && <p className="mt-1 text-xs text-muted-foreground">{footer(query.data)}</p>}
          </>
        )}
      </CardContent>
    </Card>
  );
}
