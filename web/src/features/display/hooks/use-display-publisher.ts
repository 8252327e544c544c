import { useEffect, useState } from 'react';
import type { DisplayState } from '@tillwise/core/display/display-schemas';
import { useConnectivity } from '@/lib/connectivity';
import type { DisplayPublisher } from './display-publisher';

/**
 * Shows `state` on the till's customer displays (display-publisher.ts: a window of this browser, and displays paired
 * by code through the server — never throwing, silent while the server is away, sent again once it is back).
 * A browser that is not a till yet has no display to show it on.
 */
export function useDisplayPublisher(tillId: string | null, state: DisplayState): void {
  const stateKey = JSON.stringify(state);
  const online = useConnectivity().online;
  const [publisher, setPublisher] = useState<DisplayPublisher | null>(null);

  useEffect(() => {
    if (tillId === null) return;
    let opened: DisplayPublisher | null = null;
    let live = true;
    void import('./display-publisher').then(({ openDisplayPublisher }) => {
      if (!live) return;
      opened = openDisplayPublisher(tillId);
      setPublisher(opened);
    });
    return () => {
      live = false;
      opened?.close();
      setPublisher(null);
    };
  }, [tillId]);

  // Runs when what is shown changes (or the server comes back), not on every render of the till.
  useEffect(() => publisher?.show(stateKey, online), [publisher, stateKey, online]);
}
