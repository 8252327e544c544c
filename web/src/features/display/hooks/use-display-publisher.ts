import { useEffect, useMemo, useRef, useState } from 'react';
import type { DisplayState, PublishDisplayInput } from '@tillwise/core/display/display-schemas';
import { useConnectivity } from '@/lib/connectivity';
import { publishDisplay } from '../api/publish-display';

/** The BroadcastChannel a second window of the till's own browser follows the till on. */
export const displayChannelName = (tillId: string) => `tillwise-display-${tillId}`;

/** What goes over the channel: the till's state, or a display window that just opened asking for it. */
export type DisplayChannelMessage = { kind: 'state'; state: DisplayState } | { kind: 'ask' };

/** Quick changes (a scanner adding items) become one request. */
const publishDelayMs = 100;

/**
 * Sends only the newest state, one request at a time, so states reach the server in order and a burst of changes
 * costs two requests at most. Remembers what the server has, so an unchanged state is not sent again.
 */
function createStateSender() {
  let sentKey: string | null = null;
  let sending = false;
  let next: { key: string; input: PublishDisplayInput } | null = null;

  const drain = async () => {
    if (sending) return;
    sending = true;
    while (next) {
      const { key, input } = next;
      next = null;
      if (key === sentKey) continue;
      try {
        await publishDisplay(input);
        sentKey = key;
      } catch {
        // Offline, signed out or refused: the till sells on, and the state goes again with the next change or
        // once the server is back.
      }
    }
    sending = false;
  };

  return {
    isSent: (key: string) => key === sentKey,
    send: (key: string, input: PublishDisplayInput) => {
      next = { key, input };
      void drain();
    },
  };
}

function postState(channel: BroadcastChannel, state: DisplayState) {
  try {
    channel.postMessage({ kind: 'state', state } satisfies DisplayChannelMessage);
  } catch {
    // A channel closed under us: the display window asks again when it reopens.
  }
}

/**
 * Shows `state` on the till's customer displays: sent to the server (after 100 ms of quiet, only when it changed,
 * never throwing and silent while the server is away; sent again once it is back) for displays paired by code, and
 * posted on a BroadcastChannel for a display window opened from this browser, which works without the server.
 * A browser that is not a till yet has no display to show it on.
 */
export function useDisplayPublisher(tillId: string | null, state: DisplayState): void {
  const stateKey = JSON.stringify(state);
  // One object per content, so the effects below run when the state changes, not on every render of the till.
  const shown = useMemo(() => JSON.parse(stateKey) as DisplayState, [stateKey]);
  const online = useConnectivity().online;
  const [sender] = useState(createStateSender);
  const channel = useRef<BroadcastChannel | null>(null);
  const latest = useRef(shown);

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined' || tillId === null) return;
    const opened = new BroadcastChannel(displayChannelName(tillId));
    opened.onmessage = (event: MessageEvent<DisplayChannelMessage | null>) => {
      if (event.data?.kind === 'ask') postState(opened, latest.current);
    };
    channel.current = opened;
    return () => {
      channel.current = null;
      opened.close();
    };
  }, [tillId]);

  useEffect(() => {
    latest.current = shown;
    if (channel.current) postState(channel.current, shown);
  }, [shown]);

  useEffect(() => {
    const key = `${tillId}\n${stateKey}`;
    if (tillId === null || !online || sender.isSent(key)) return;
    const timer = setTimeout(() => sender.send(key, { tillId, state: shown }), publishDelayMs);
    return () => clearTimeout(timer);
  }, [tillId, stateKey, shown, online, sender]);
}
