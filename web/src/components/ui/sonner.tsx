import type * as React from 'react';
import { Toaster as Sonner } from 'sonner';
import type { ToasterProps } from 'sonner';

/** Toasts last 4000 ms and at most 3 show at once (spec §9). */
function Toaster(props: ToasterProps) {
  return (
    <Sonner
      className="toaster group"
      duration={4000}
      visibleToasts={3}
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
