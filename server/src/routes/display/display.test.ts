import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { displayCodeSchema } from '@tillwise/core/display/display-schemas';
import type { DisplayState } from '@tillwise/core/display/display-schemas';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import display from './index';

let t: TestApp;
let cashier: string;
let inventory: string;
let baseUrl: string;

const cart: DisplayState = {
  phase: 'cart',
  lines: [
    { name: 'Potting soil', giftCard: false, quantity: 2, unitPriceCents: 499, weightUnit: null, amountCents: 998 },
  ],
  subtotalCents: 998,
  discountCents: 0,
  taxes: [{ name: null, rate: null, included: false, cents: 82 }],
  totalCents: 1_080,
};
const thanks: DisplayState = { phase: 'thanks', receiptNumber: 'ORD-1234', totalCents: 1_080, changeCents: 920 };

beforeAll(async () => {
  t = await buildTestApp();
  // Until app.ts registers the display routes under /api, the test registers them itself.
  if (!t.app.hasRoute({ method: 'POST', url: '/api/displays/pair' })) await t.app.register(display, { prefix: '/api' });
  [cashier, inventory] = await Promise.all([t.signInAs('cashier'), t.signInAs('inventory')]);
  await t.db
    .insertInto('tills')
    .values({
      id: 'till-retired',
      name: 'Old till',
      is_active: 0,
      created_at: new Date().toISOString(),
      store_id: 'store-1',
    })
    .execute();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  baseUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(() => t?.close());

const pair = (payload: object, cookie = cashier) =>
  t.app.inject({ method: 'POST', url: '/api/displays/pair', payload, headers: { cookie } });
const publish = (payload: object, cookie = cashier) =>
  t.app.inject({ method: 'PUT', url: '/api/displays/state', payload, headers: { cookie } });

async function codeFor(tillId: string): Promise<string> {
  const response = await pair({ tillId });
  expect(response.statusCode).toBe(200);
  return response.json<{ code: string }>().code;
}

/** Opens a display's stream and reads its events as they come. */
async function openStream(code: string) {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/displays/${code}/events`, { signal: abort.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  /** Reads until the stream holds `count` events (states or comments), or has ended. */
  const events = async (count: number) => {
    let blocks = text.split('\n\n').filter(Boolean);
    while (blocks.length < count) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += decoder.decode(chunk.value, { stream: true });
      blocks = text.split('\n\n').filter(Boolean);
    }
    return blocks;
  };
  const states = async (count: number) =>
    (await events(count + 1))
      .filter((block) => block.startsWith('data: '))
      .map((block) => JSON.parse(block.slice('data: '.length)) as DisplayState);
  const ended = async () => (await reader.read()).done;
  return { response, events, states, ended, close: () => abort.abort() };
}

describe('POST /api/displays/pair', () => {
  it('gives a till of the store a 6-character code for 10 minutes', async () => {
    const before = Date.now();
    const response = await pair({ tillId: 'till-1' });
    expect(response.statusCode).toBe(200);
    const { code, expiresAt } = response.json<{ code: string; expiresAt: string }>();
    expect(displayCodeSchema.parse(code)).toBe(code);
    const lifetime = Date.parse(expiresAt) - before;
    expect(lifetime).toBeGreaterThanOrEqual(10 * 60_000 - 1_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000 + 1_000);
  });

  it.each([
    ['an unknown till', { tillId: 'till-nowhere' }, 400, 'Unknown till'],
    ['a till of another store', { tillId: 'till-r1' }, 400, 'Riverside 1 belongs to another store'],
    ['a till no longer in use', { tillId: 'till-retired' }, 409, 'Old till is no longer in use. Choose another till.'],
  ])('refuses %s', async (_what, payload, status, error) => {
    const response = await pair(payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error });
  });

  it('refuses a body without a till, as JSON', async () => {
    const response = await pair({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Invalid body', details: [{ path: 'tillId' }] });
  });

  it('is for staff who sell', async () => {
    expect((await pair({ tillId: 'till-1' }, '')).statusCode).toBe(401);
    expect((await pair({ tillId: 'till-1' }, inventory)).statusCode).toBe(403);
  });
});

describe('PUT /api/displays/state', () => {
  it('takes what the till shows (204)', async () => {
    const response = await publish({ tillId: 'till-1', state: cart });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it.each([
    ['an unknown phase', { tillId: 'till-1', state: { phase: 'dance' } }, 'state.phase'],
    ['fractional cents', { tillId: 'till-1', state: { ...cart, totalCents: 10.8 } }, 'state.totalCents'],
    [
      'more than 200 lines',
      { tillId: 'till-1', state: { ...cart, lines: Array.from({ length: 201 }, () => cart.lines[0]) } },
      'state.lines',
    ],
    [
      'a language Tillwise does not speak',
      { tillId: 'till-1', state: { ...cart, format: { locale: 'xx-XX', currency: 'EUR' } } },
      'state.format.locale',
    ],
    [
      'a currency that is not one',
      { tillId: 'till-1', state: { ...cart, format: { locale: 'de-DE', currency: 'EURO' } } },
      'state.format.currency',
    ],
  ])('refuses %s, as JSON', async (_what, payload, path) => {
    const response = await publish(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
  });

  it('refuses a till of another store, and staff who do not sell', async () => {
    expect((await publish({ tillId: 'till-r1', state: cart })).statusCode).toBe(400);
    expect((await publish({ tillId: 'till-1', state: cart }, inventory)).statusCode).toBe(403);
    expect((await publish({ tillId: 'till-1', state: cart }, '')).statusCode).toBe(401);
  });
});

describe('GET /api/displays/:code/events', () => {
  it('refuses an unknown code with a message saying what to do (404)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/displays/ABCDEF/events' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'That display code is not known. Pair the display again from the till.' });
  });

  it('refuses what cannot be a code (400)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/displays/ABC0/events' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Invalid params' });
  });

  it('streams the till’s latest state at once, then each new one, without a session', async () => {
    const code = await codeFor('till-2');
    await publish({ tillId: 'till-2', state: cart });
    const stream = await openStream(code.toLowerCase());
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.response.headers.get('cache-control')).toBe('no-cache');
      expect(stream.response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await stream.states(1)).toEqual([cart]);
      expect(await publish({ tillId: 'till-2', state: thanks })).toMatchObject({ statusCode: 204 });
      expect(await stream.states(2)).toEqual([cart, thanks]);
      expect((await stream.events(1))[0]).toBe('retry: 3000');
    } finally {
      stream.close();
    }
  });

  it('passes on the store’s language and currency with what the till shows, for a tablet that knows no other', async () => {
    const code = await codeFor('till-2');
    const german = { ...cart, format: { locale: 'de-DE', currency: 'EUR' } };
    await publish({ tillId: 'till-2', state: german });
    const stream = await openStream(code);
    try {
      expect(await stream.states(1)).toEqual([german]);
    } finally {
      stream.close();
    }
  });

  it('ends the stream when the till pairs again, and the old code is refused', async () => {
    const code = await codeFor('till-1');
    const stream = await openStream(code);
    try {
      await stream.events(1);
      await codeFor('till-1');
      expect(await stream.ended()).toBe(true);
    } finally {
      stream.close();
    }
    const again = await fetch(`${baseUrl}/api/displays/${code}/events`);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({
      error: 'That display code is not known. Pair the display again from the till.',
    });
  });

  it('sends a comment every 15 seconds so the connection stays open', async () => {
    const code = await codeFor('till-1');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const stream = await openStream(code);
      try {
        const before = await stream.states(1);
        expect(before).toHaveLength(1);
        vi.advanceTimersByTime(15_000);
        expect((await stream.events(3)).slice(-1)).toEqual([': ping']);
      } finally {
        stream.close();
      }
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a server closing', () => {
  it('ends the streams of displays still connected rather than waiting on them', async () => {
    const own = await buildTestApp();
    if (!own.app.hasRoute({ method: 'POST', url: '/api/displays/pair' }))
      await own.app.register(display, { prefix: '/api' });
    const cookie = await own.signInAs('cashier');
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const address = own.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening on a port');
    const paired = await own.app.inject({
      method: 'POST',
      url: '/api/displays/pair',
      payload: { tillId: 'till-1' },
      headers: { cookie },
    });
    const response = await fetch(`http://127.0.0.1:${address.port}/api/displays/${paired.json().code}/events`);
    const reader = response.body!.getReader();
    await reader.read();
    await own.close();
    expect((await reader.read()).done).toBe(true);
  });
});
