import { useEffect, useLayoutEffect, useRef } from 'react';
import { tillShortcutFor } from './till-shortcuts';
import type { TillAction } from './till-shortcuts';

const inTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The till's shortcut keys (till-shortcuts.ts), heard on the whole page. An action left out cannot be done now
 * (Checkout with an empty cart): its key stays the browser's. While a dialog is open its own keys apply instead.
 */
export function useTillKeys(actions: Partial<Record<TillAction, () => void>>) {
  const latest = useRef(actions);
  useLayoutEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = tillShortcutFor(event, inTextField(event.target));
      const run = action && latest.current[action];
      if (!run || event.defaultPrevented || document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      run();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
