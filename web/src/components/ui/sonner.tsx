import type * as React from 'react';
import { Toaster as Sonner } from 'sonner';
import type { ToasterProps } from 'sonner';

/**
 * Toasts last 4000 ms and at most 3 show at once (spec §9). They open below the 64 px header: over it they hid
 * its Sync button and user menu, and a toast under the pointer never leaves (sonner pauses it while hovered).
 */
const belowHeader = { top: 72 };

function Toaster(props: ToasterProps) {
  return (
    <Sonner
      className="toaster group"
      duration={4000}
      visibleToasts={3}
      offset={belowHeader}
      mobileOffset={belowHeader}
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
