import type { ReactNode } from 'react';

/**
 * A list row's number (an order's, a quote's) as the button that opens it: the row opens on a click anywhere, and
 * this is the row's way in for a keyboard.
 */
export function RowOpenButton({ onOpen, children }: { onOpen: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="rounded-sm font-medium text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
      onClick={(event) => {
        event.stopPropagation();
        onOpen();
      }}
    >
      {children}
    </button>
  );
}
