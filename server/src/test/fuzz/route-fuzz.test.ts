import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../build-test-app';
import type { ApiRoute } from '../../plugins/api-routes';
import { describeRequest, requestArbitrary } from './fuzz-request';
import type { FuzzRequest } from './fuzz-request';
import { loadKnownValues } from './known-values';
import { watchWrites } from './write-watch';

// Fixed so CI is reproducible; FUZZ_SEED and FUZZ_RUNS explore further (e.g. FUZZ_SEED=$RANDOM FUZZ_RUNS=500).
const seed = Number(process.env.FUZZ_SEED ?? 20_260_515);
const numRuns = Number(process.env.FUZZ_RUNS ?? 40);
console.log(`route fuzz: seed ${seed}, ${numRuns} runs per route`);

/**
 * Refusals that legitimately write, and the only tables they may touch. Every other refusal (status 400 and up)
 * must leave the database and the data folder as they were.
 */
const writesOnRefusal: Record<string, readonly string[]> = {
  // A wrong PIN counts towards the user's five-try lock and its address's pause (kept in the database, so every
  // server sharing it pauses the address); a lock that forgot refused tries would lock nobody.
  // (A manager's approval PIN on a cash movement counts the same way, but an admin is never asked for one.)
  'POST /api/session': ['sign_in_failures', 'users'],
};

/** Routes that end the caller's own session: the fuzzing admin signs in again after each call. */
const endsTheSession = new Set(['DELETE /api/session']);

// Fuzzed from another address than the tests' sign-ins, so that wrong PINs fuzzed at sign-in pause only this one.
const fuzzAddress = '10.9.8.7';

const t = await buildTestApp();
const adminId = (await t.db.selectFrom('users').select('id').where('role', '=', 'admin').executeTakeFirstOrThrow()).id;
let admin = await t.signInAs('admin');
const writes = await watchWrites(t.db, t.dataDir);
const statuses = new Map<string, Map<number, number>>();
afterAll(async () => {
  const lines = [...statuses].map(
    ([route, counts]) =>
      `${route.padEnd(44)} ${[...counts]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}×${n}`)
        .join(' ')}`,
  );
  console.log(`route fuzz statuses (seed ${seed}):\n${lines.join('\n')}`);
  await t.close();
});

async function send(request: FuzzRequest) {
  return t.app.inject({
    method: request.method,
    url: request.url,
    headers: {
      cookie: admin,
      ...(request.contentType !== undefined && { 'content-type': request.contentType }),
    },
    payload: request.payload,
    remoteAddress: fuzzAddress,
  });
}

function errorOf(body: string): unknown {
  try {
    return (JSON.parse(body) as { error?: unknown }).error;
  } catch {
    return undefined;
  }
}

/** Fuzzes one route: never 5xx, refusals answer JSON `{ error }` and write nothing beyond their listed tables. */
async function fuzz(route: ApiRoute, label: string) {
  const name = `${route.method} ${route.url}`;
  const known = await loadKnownValues(t.db, adminId);
  const options = { known: known.field, knownParams: (param: string) => known.param(route.url, param) };
  // Half meant to be valid, to reach the services with real ids; half with nasty parts, to reach the edges.
  const requests = fc.oneof(
    requestArbitrary(route, { ...options, nastiness: 0 }),
    requestArbitrary(route, { ...options, nastiness: 0.1 }),
  );
  const counts = statuses.get(label) ?? new Map<number, number>();
  statuses.set(label, counts);

  await fc.assert(
    fc.asyncProperty(requests, async (request) => {
      const before = await writes.start();
      const response = await send(request);
      const written = await writes.since(before);
      if (endsTheSession.has(name)) admin = await t.signInAs('admin');
      const status = response.statusCode;
      counts.set(status, (counts.get(status) ?? 0) + 1);

      const context = `${describeRequest(request)}\n→ ${status} ${response.body.slice(0, 500)}`;
      if (status >= 500) throw new Error(`server error\n${context}`);
      if (status === 401 && !route.config.public) throw new Error(`the admin's session was lost\n${context}`);
      if (status < 400) return;
      if (typeof errorOf(response.body) !== 'string') throw new Error(`a refusal without a JSON { error }\n${context}`);
      const allowed = writesOnRefusal[name] ?? [];
      const unexpected = written.tables.filter((table) => !allowed.includes(table));
      if (unexpected.length > 0 || written.files.length > 0)
        throw new Error(`a refusal wrote ${[...unexpected, ...written.files].join(', ')}\n${context}`);
    }),
    { seed, numRuns },
  );
}

describe('every API route, fuzzed as an admin', () => {
  it('covers the routes the app registers', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(60);
    expect(t.app.apiRoutes.some((route) => route.method === 'HEAD')).toBe(false);
  });

  for (const route of t.app.apiRoutes) {
    const name = `${route.method} ${route.url}`;
    it(`${name} never answers 5xx, and writes nothing when it refuses`, () => fuzz(route, name), 60_000);
  }
});

// The routes run in the order they were registered, so a list route ran before the fuzz added odd rows to it.
describe('every read route again, over what the fuzzing wrote', () => {
  for (const route of t.app.apiRoutes.filter((route) => route.method === 'GET')) {
    const label = `${route.method} ${route.url} (again)`;
    it(`${label} never answers 5xx`, () => fuzz(route, label), 60_000);
  }
});
