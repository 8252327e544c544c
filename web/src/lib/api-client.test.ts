import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiRequestError, ServerUnreachableError } from './api-client';
import { connectivity } from './connectivity';

const answer = (status: number, body: string, type = 'application/json') =>
  vi.fn(() => Promise.resolve(new Response(body, { status, headers: { 'content-type': type } })));

afterEach(() => {
  vi.unstubAllGlobals();
  connectivity.reachable();
});

describe('the API client, when its answer says something is away', () => {
  it("takes Tillwise's own 503 as the database away, in the server's words", async () => {
    const message = 'The database cannot be reached. Try again in a moment.';
    vi.stubGlobal('fetch', answer(503, JSON.stringify({ error: message })));
    const error = await api.get('/sales').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ServerUnreachableError);
    expect(error).toMatchObject({ message, away: 'database' });
    expect(connectivity.get()).toMatchObject({ online: false, away: 'database' });
  });

  it("takes a proxy's page for a server that is down as the server away", async () => {
    vi.stubGlobal('fetch', answer(502, '<html>Bad Gateway</html>', 'text/html'));
    const error = await api.get('/sales').catch((failure: unknown) => failure);
    expect(error).toMatchObject({ message: 'The Tillwise server cannot be reached', away: 'server' });
    expect(connectivity.get()).toMatchObject({ online: false, away: 'server' });
  });

  it('takes any other answer, even an error, as the server and its database there', async () => {
    connectivity.unreachable(new Date(), 'database');
    vi.stubGlobal('fetch', answer(409, JSON.stringify({ error: 'This parked sale was discarded' })));
    const error = await api.post('/sales', { body: {} }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(connectivity.get()).toEqual({ online: true, offlineSince: null, away: null });
  });
});
