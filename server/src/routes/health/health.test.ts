import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { healthOf } from '../../db/database-health';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('GET /api/health', () => {
  it('answers ok without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not Found' });
  });
});

describe('GET /api/health/ready', () => {
  it('is ready while the database answers and its schema is current', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ready: true });
  });

  it('is not ready (503, Retry-After, the reason) from the moment the database is found away until it is back', async () => {
    const health = healthOf(t.db);
    const back = new Promise<{ awayMs: number }>((resolve) => health.once('back', resolve));
    // As a request meets it: the database refused a connection. The watch then tries a write every half second,
    // which succeeds here at once.
    health.noteFailure(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
    const away = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(away.statusCode).toBe(503);
    expect(away.headers['retry-after']).toBe('5');
    expect(away.json()).toEqual({ error: 'The database cannot be reached. Waiting for it to come back.' });
    // Liveness is the process, not its database: a restart would not bring the database back.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await back).awayMs).toBeGreaterThanOrEqual(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('is not ready while a migration this version needs has not run', async () => {
    await t.db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', '027-finance-rollups' as never)
      .execute();
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: "The database's schema is behind: 027-finance-rollups" });
    } finally {
      await t.db
        .insertInto('kysely_migration' as never)
        .values({ name: '027-finance-rollups', timestamp: new Date().toISOString() } as never)
        .execute();
    }
  });
});
