import { useSyncExternalStore } from 'react';

/** The till this browser is: chosen once by a manager, kept in the browser across sign-ins. */
export interface ThisTill {
  id: string;
  name: string;
  /** The store the till belongs to; unknown for a till saved before the chain had several stores. */
  storeId?: string;
  storeName?: string;
}

const storageKey = 'tillwise.till.v1';
const listeners = new Set<() => void>();

/** A saved till as this browser kept it (one saved before stores has no storeId), or null when nothing usable is. */
export function parseThisTill(saved: string | null): ThisTill | null {
  try {
    const till = JSON.parse(saved ?? 'null') as ThisTill | null;
    return till && typeof till.id === 'string' && typeof till.name === 'string' ? till : null;
  } catch {
    return null;
  }
}

function load(): ThisTill | null {
  try {
    return parseThisTill(localStorage.getItem(storageKey));
  } catch {
    // No storage at all (a locked-down browser): this browser is not a till.
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
