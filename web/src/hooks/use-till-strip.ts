import { useSyncExternalStore } from 'react';

// On a phone the till folds its bars (the till's actions, the shift bar's, the insecure-address warning) into one
// strip: the shift bar's first line, with a button that opens the rest. Shared by the till, its shift bar and the
// header's warning, which sit in different parts of the page.
let open = false;
const listeners = new Set<() => void>();

export const tillStrip = {
  isOpen: () => open,
  set(next: boolean) {
    if (next === open) return;
    open = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** Whether the folded strip is open (it only folds anything below the tablet's width). */
export function useTillStripOpen() {
  return useSyncExternalStore(tillStrip.subscribe, tillStrip.isOpen);
}
