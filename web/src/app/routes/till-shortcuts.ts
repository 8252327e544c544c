export type TillAction =
  'checkout' | 'card' | 'cash' | 'more' | 'fewer' | 'discount' | 'void' | 'park' | 'customer' | 'help';

/**
 * The till's keys, pressed with Alt, which typing into the search box never takes (nor does a scanner). Keyed by
 * KeyboardEvent.code, the key's place rather than its letter, so Option on a Mac (which types ç, ®…) works too.
 * Alt+D, Alt+E and Alt+F are left to the browser; Alt+digits switch tabs in some browsers. What each does is on
 * the help sheet (pos-shortcuts.tsx), which loads when opened.
 */
export const altKeys: Record<string, Exclude<TillAction, 'help'>> = {
  KeyP: 'checkout',
  KeyR: 'card',
  KeyC: 'cash',
  ArrowUp: 'more',
  ArrowDown: 'fewer',
  KeyI: 'discount',
  KeyX: 'void',
  KeyS: 'park',
  KeyU: 'customer',
};

type KeyPress = Pick<KeyboardEvent, 'key' | 'code' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>;

/** The till action a key press asks for, or null; ? only counts outside a text field, where it is not typed text. */
export function tillShortcutFor(event: KeyPress, inTextField: boolean): TillAction | null {
  if (event.ctrlKey || event.metaKey) return null;
  if (!event.altKey) return event.key === '?' && !inTextField ? 'help' : null;
  return event.shiftKey ? null : (altKeys[event.code] ?? null);
}
