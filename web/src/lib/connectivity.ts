import { useSyncExternalStore } from 'react';

/**
 * Whether this browser can reach the Tillwise server, as its own requests find out. The browser's online flag is
 * not enough: a shop's Wi-Fi can be up while the server (or the line to it) is down, so every answer or failure of
 * a request to /api says which it is.
 */
export interface Connectivity {
  online: boolean;
  /** When the server was first found unreachable in this outage (ISO), or null while online. */
  offlineSince: string | null;
  /**
   * What is away: the server (or the network to it), or only its database, which the server says it cannot reach
   * (a 503 of its own). Either way the till keeps what it records and sends it once both are back.
   */
  away: 'server' | 'database' | null;
}

let current: Connectivity = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  offlineSince: typeof navigator !== 'undefined' && !navigator.onLine ? new Date().toISOString() : null,
  away: typeof navigator !== 'undefined' && !navigator.onLine ? 'server' : null,
};
const listeners = new Set<() => void>();

function set(next: Connectivity) {
  if (next.online === current.online && next.away === current.away) return;
  current = next;
  for (const listener of listeners) listener();
}

export const connectivity = {
  get: () => current,
  /** Any answer from the server, even an error, shows it can be reached. */
  reachable: () => set({ online: true, offlineSince: null, away: null }),
  unreachable: (now = new Date(), away: 'server' | 'database' = 'server') =>
    set({ online: false, offlineSince: current.offlineSince ?? now.toISOString(), away }),
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => connectivity.unreachable());
}

/** A proxy or load balancer answering for a server that is down. */
export const meansServerDown = (status: number) => status === 502 || status === 503 || status === 504;

export const useConnectivity = () => useSyncExternalStore(connectivity.subscribe, connectivity.get);
