import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../build-test-app';
import type { TestApp } from '../build-test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin } });

/** What the route fuzz found, kept as plain examples so they stay fixed whatever seed the fuzz runs with. */
describe('found by the route fuzz', () => {
  // SQLite's full-text index fails the whole query on a NUL ("unterminated string"): it was a 500.
  it.each(['/api/products?q=a%00b', '/api/search?q=abc%00', '/api/products?q=%00%00%00'])(
    'refuses a NUL in search text (%s) with a 400',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0].message).toBe('Search text cannot contain a NUL character');
    },
  );
});
