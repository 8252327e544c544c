import type * as React from 'react';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/** A search box with its magnifier; `className` sizes the wrapper, `inputClassName` the field. */
export function SearchInput({
  className,
  inputClassName,
  ...props
}: React.ComponentProps<'input'> & { inputClassName?: string }) {
  return (
    <div className={cn('relative', className)}>
      <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input type="search" className={cn('pl-8', inputClassName)} {...props} />
    </div>
  );
}
