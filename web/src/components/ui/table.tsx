import type * as React from 'react';
import { cn } from '@/lib/cn';

function Table({ className, ...props }: React.ComponentProps<'table'>) {
  return (
    <div data-slot="table-container" ref={reachableWhenScrolling} className="relative w-full overflow-x-auto">
      <table data-slot="table" className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}

/**
 * A table wider than its box scrolls sideways; a keyboard must reach what is off screen (WCAG 2.1.1), so while it
 * overflows the box is a named region in the tab order, and only then (a table that fits adds no tab stop).
 */
function reachableWhenScrolling(container: HTMLDivElement | null) {
  if (!container || typeof ResizeObserver === 'undefined') return;
  const update = () => {
    if (container.scrollWidth > container.clientWidth + 1) {
      const table = container.querySelector('table');
      container.tabIndex = 0;
      container.setAttribute('role', 'region');
      container.setAttribute('aria-label', table?.getAttribute('aria-label') ?? 'Table');
    } else {
      container.removeAttribute('tabindex');
      container.removeAttribute('role');
      container.removeAttribute('aria-label');
    }
  };
  const observer = new ResizeObserver(update);
  observer.observe(container);
  const table = container.querySelector('table');
  if (table) observer.observe(table);
  return () => observer.disconnect();
}

function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={cn('[&_tr]:border-b', className)} {...props} />;
}

function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="table-row"
      className={cn('border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted', className)}
      {...props}
    />
  );
}

function TableHead({ className, ...props }: React.ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      className={cn('h-10 px-2 text-left align-middle font-medium whitespace-nowrap text-foreground', className)}
      {...props}
    />
  );
}

function TableCell({ className, ...props }: React.ComponentProps<'td'>) {
  return <td data-slot="table-cell" className={cn('p-2 align-middle whitespace-nowrap', className)} {...props} />;
}

function TableCaption({ className, ...props }: React.ComponentProps<'caption'>) {
  return (
    <caption data-slot="table-caption" className={cn('mt-4 text-sm text-muted-foreground', className)} {...props} />
  );
}

export { Table, TableHeader, TableBody, TableRow, TableHead, TableCell, TableCaption };
