import { createContext, use } from 'react';
import type { ReactNode, RefObject } from 'react';

const ReturnFocusContext = createContext<RefObject<HTMLElement | null> | null>(null);

/**
 * Where the focus goes when a dialog inside closes, instead of back to its trigger: a screen with one place the hands
 * come back to (the till's search box) gives it here, whichever feature's dialog it was. Apart from the dialog, so
 * a screen that loads its dialogs later does not load them to say this.
 */
export function DialogReturnFocus({ to, children }: { to: RefObject<HTMLElement | null>; children: ReactNode }) {
  return <ReturnFocusContext value={to}>{children}</ReturnFocusContext>;
}

/** The element a closing dialog gives the focus to, or null: then the dialog's trigger has it back. */
export function useDialogReturnFocus() {
  return use(ReturnFocusContext);
}
