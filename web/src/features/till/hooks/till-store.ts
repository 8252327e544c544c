import { useSyncExternalStore } from 'react';

/** The till this browser is: chosen once by a manager, kept in the browser across sign-ins. */
export interface ThisTill {
  id: string;
  name: string;
}

const storageKey = 'tillwise.till.v1';
const listeners = new Set<() => void>();

function load(): ThisTill | null {
  try {
    const saved = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as ThisTill | null;
    return saved && typeof saved.id === 'string' && typeof saved.name === 'string' ? saved : null;
  } catch {
    return null;
  }
}

let current = load();

function update(next: ThisTill | null) {
  current = next;
  if (next) localStorage.setItem(storageKey, JSON.stringify(next));
  else localStorage.removeItem(storageKey);
  for (const listener of listeners) listener();
}

export const thisTill = {
  set: (till: ThisTill) => update(till),
  forget: () => update(null),
  get: () => current,
};

/** The till this browser is, or null while it is not set up as one. */
export function useThisTill(): ThisTill | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
