import type * as React from 'react';
import { cn } from '@/lib/cn';

// Staff have no photos: an avatar is their initials in a circle. Radix's Avatar, whose worth is waiting for an
// image to load, cost the till's first load 1 KB gzip for none.
function Avatar({ className, ...props }: React.ComponentProps<'span'>) {
  return (
    <span
      data-slot="avatar"
      className={cn('relative flex size-8 shrink-0 overflow-hidden rounded-full', className)}
      {...props}
    />
  );
}

function AvatarFallback({ className, ...props }: React.ComponentProps<'span'>) {
  return (
    <span
      data-slot="avatar-fallback"
      className={cn('flex size-full items-center justify-center rounded-full bg-muted', className)}
      {...props}
    />
  );
}

export { Avatar, AvatarFallback };
