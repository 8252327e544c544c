import { useEffect, useState } from 'react';
import { displayStateSchema } from '@tillwise/core/display/display-schemas';
import type { DisplayState } from '@tillwise/core/display/display-schemas';
import { displayChannelName } from './display-publisher';
import type { DisplayChannelMessage } from './display-publisher';

/**
 * Follows the till in another window of the same browser over its BroadcastChannel, without the server: asks for
 * the till's state on opening, then takes each one the till posts. Null until the till says something.
 */
export function useLocalDisplay(tillId: string): DisplayState | null {
  const [shown, setShown] = useState<{ tillId: string; state: DisplayState } | null>(null);

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(displayChannelName(tillId));
    channel.onmessage = (event: MessageEvent<DisplayChannelMessage | null>) => {
      if (event.data?.kind !== 'state') return;
      const parsed = displayStateSchema.safeParse(event.data.state);
      if (parsed.success) setShown({ tillId, state: parsed.data });
    };
    channel.postMessage({ kind: 'ask' } satisfies DisplayChannelMessage);
    return () => channel.close();
  }, [tillId]);

  return shown?.tillId === tillId ? shown.state : null;
}
