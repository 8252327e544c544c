import type { DisplayState, PublishDisplayInput } from '@tillwise/core/display/display-schemas';
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
 * One till's customer displays: each state shown is posted on the BroadcastChannel (a display window of this
 * browser, which works without the server) and, while online, sent to the server after 100 ms of quiet when it
 * changed (displays paired by code). Loaded apart from the till's first screen: a till shows no display until then.
 */
export function openDisplayPublisher(tillId: string) {
  const sender = createStateSender();
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(displayChannelName(tillId));
  let latest: DisplayState | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (channel) {
    channel.onmessage = (event: MessageEvent<DisplayChannelMessage | null>) => {
      if (event.data?.kind === 'ask' && latest) postState(channel, latest);
    };
  }
  return {
    show(stateKey: string, online: boolean) {
      const state = JSON.parse(stateKey) as DisplayState;
      latest = state;
      if (channel) postState(channel, state);
      clearTimeout(timer);
      const key = `${tillId}\n${stateKey}`;
      if (!online || sender.isSent(key)) return;
      timer = setTimeout(() => sender.send(key, { tillId, state }), publishDelayMs);
    },
    close() {
      clearTimeout(timer);
      channel?.close();
    },
  };
}
export type DisplayPublisher = ReturnType<typeof openDisplayPublisher>;
