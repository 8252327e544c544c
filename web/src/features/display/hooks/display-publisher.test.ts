import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DisplayState } from '@tillwise/core/display/display-schemas';
import { displayChannelName, openDisplayPublisher } from './display-publisher';
import type { DisplayChannelMessage } from './display-publisher';

const publishDisplay = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../api/publish-display', () => ({ publishDisplay }));

const idle = (storeName: string): DisplayState => ({ phase: 'idle', storeName });
const key = (state: DisplayState) => JSON.stringify(state);

/** A display window of the same browser: what it heard on the till's channel. */
function displayWindow(tillId: string) {
  const heard: DisplayChannelMessage[] = [];
  const channel = new BroadcastChannel(displayChannelName(tillId));
  channel.onmessage = (event: MessageEvent<DisplayChannelMessage>) => heard.push(event.data);
  return { heard, channel };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  publishDisplay.mockClear();
  vi.useRealTimers();
});

describe('the till’s customer display publisher', () => {
  it('posts each state to a display window of this browser, and the newest again when one asks', async () => {
    const publisher = openDisplayPublisher('till-a');
    const window = displayWindow('till-a');
    publisher.show(key(idle('Green Thumb')), false);
    publisher.show(key(idle('Green Thumb Garden Centre')), false);
    await settle();
    expect(window.heard.map((message) => message.kind === 'state' && message.state)).toEqual([
      idle('Green Thumb'),
      idle('Green Thumb Garden Centre'),
    ]);
    window.channel.postMessage({ kind: 'ask' } satisfies DisplayChannelMessage);
    await settle();
    expect(window.heard.at(-1)).toEqual({ kind: 'state', state: idle('Green Thumb Garden Centre') });
    expect(publishDisplay).not.toHaveBeenCalled();
    publisher.close();
    window.channel.close();
  });

  it('sends the server only the newest of quick changes, once, and nothing while offline', async () => {
    vi.useFakeTimers();
    const publisher = openDisplayPublisher('till-b');
    publisher.show(key(idle('One')), true);
    publisher.show(key(idle('Two')), true);
    await vi.advanceTimersByTimeAsync(150);
    expect(publishDisplay.mock.calls).toEqual([[{ tillId: 'till-b', state: idle('Two') }]]);
    publisher.show(key(idle('Two')), true);
    publisher.show(key(idle('Three')), false);
    await vi.advanceTimersByTimeAsync(150);
    expect(publishDisplay).toHaveBeenCalledTimes(1);
    publisher.close();
  });
});
