import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { canAny, permissions, roles } from '@tillwise/core/staff/permissions';
import type { ApiRoute } from '../../plugins/api-routes';
import type { Method } from './fuzz-request';
import { buildTestApp } from '../build-test-app';
import { watchWrites } from './write-watch';

/** Routes open to anyone signed in, whatever their role, on purpose; each says why. */
const sessionOnly: Record<string, string> = {
  'GET /api/session': 'who is signed in and what they may do: every session asks',
  'GET /api/search': 'the header search: the service leaves out the kinds of result the person may not see',
  'GET /api/settings/preferences': 'the till reads the paper width and auto-lock, the header the alerts flag',
  'POST /api/session/store': 'the header store switch: the service lets admins and managers move to their own stores',
  'PUT /api/session/language': 'each person chooses the language they work in: their own, whatever their role',
};

const seed = Number(process.env.FUZZ_SEED ?? 20_260_515);
const t = await buildTestApp();
const cookies = Object.fromEntries(await Promise.all(roles.map(async (role) => [role, await t.signInAs(role)])));
const watch = await watchWrites(t.db, t.dataDir);
afterAll(() => t.close());

const nameOf = (route: Pick<ApiRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;
const guarded = t.app.apiRoutes.filter((route) => !route.config.public);

/**
 * A request the permission check judges before anything else: `:params` too long for any id and a body that is
 * not an object fail validation, so a route that lets the caller in answers 400 and never reaches its service.
 */
async function probe(route: ApiRoute, cookie?: string) {
  const url = route.url.replace(/:\w+/g, route.schema.params ? 'x'.repeat(80) : 'x');
  const before = await watch.start();
  const response = await t.app.inject({
    method: route.method as Method,
    url,
    headers: { ...(cookie && { cookie }), ...(route.schema.body ? { 'content-type': 'application/json' } : {}) },
    payload: route.schema.body ? '[]' : undefined,
  });
  return { response, writes: await watch.since(before) };
}

/** Every method and URL Fastify routes under /api, read from its route tree. */
function routedByFastify(): string[] {
  const found: string[] = [];
  const parents: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (parents[depth - 1] ?? '') + match[2];
    parents[depth] = url;
    for (const method of match[3]?.split(', ') ?? []) if (url.startsWith('/api/')) found.push(`${method} ${url}`);
  }
  return found;
}

describe('the route list', () => {
  it('holds every /api route Fastify routes, HEAD copies aside', async () => {
    await t.app.ready();
    const routed = routedByFastify().filter((name) => !name.startsWith('HEAD '));
    // The route tree prints a wildcard (the API reference's static files) under the deepest prefix it shares.
    const wildcard = (name: string) => name.endsWith('*');
    const listed = t.app.apiRoutes.map(nameOf);
    expect(listed.filter((name) => !wildcard(name)).sort()).toEqual(routed.filter((name) => !wildcard(name)).sort());
    expect(listed.filter(wildcard).length).toBe(routed.filter(wildcard).length);
  });

  it('has every route say who may call it: public, or anyOf some permissions', () => {
    const unguarded = guarded.filter((route) => !route.config.anyOf?.length).map(nameOf);
    expect(unguarded.sort()).toEqual(Object.keys(sessionOnly).sort());
  });

  it('names only permissions that exist, and never both public and a permission', () => {
    for (const route of t.app.apiRoutes) {
      expect(permissions).toEqual(expect.arrayContaining([...(route.config.anyOf ?? [])]));
      expect(route.config.public && route.config.anyOf).toBeFalsy();
    }
  });
});

describe.each(t.app.apiRoutes.map((route) => [nameOf(route), route] as const))('%s', (_name, route) => {
  if (route.config.public) {
    it('is open without a session', async () => {
      expect((await probe(route)).response.statusCode).not.toBe(401);
    });
    return;
  }

  it('needs a session (401), and writes nothing without one', async () => {
    const { response, writes } = await probe(route);
    expect(response.statusCode).toBe(401);
    expect(typeof response.json().error).toBe('string');
    expect(writes).toEqual({ tables: [], files: [] });
  });

  it.each(roles)('answers %s by the permission table', async (role) => {
    const refused = route.config.anyOf !== undefined && !canAny(role, route.config.anyOf);
    const { response, writes } = await probe(route, cookies[role]);
    if (refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('You do not have permission to do that');
      expect(writes).toEqual({ tables: [], files: [] });
    } else {
      expect([401, 403]).not.toContain(response.statusCode);
    }
  });
});

describe('a forged or garbled session cookie', () => {
  it('is 401 on every guarded route, never a failure', async () => {
    const cookie = fc.oneof(
      fc.string({ unit: 'binary-ascii', maxLength: 200 }),
      fc.base64String({ maxLength: 64 }),
      fc.constantFrom('', '%', '%zz', '\u0000', 'x'.repeat(10_000), cookies.admin!.split('=')[1]!.slice(0, -1)),
    );
    const headerSafe = (text: string) => text.replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...guarded), cookie, async (route, value) => {
        const { response } = await probe(route, `tillwise_session=${headerSafe(value)}`);
        expect(response.statusCode).toBe(401);
      }),
      { seed, numRuns: 200 },
    );
  });
});
