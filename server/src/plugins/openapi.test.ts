import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import type { TestApp } from '../test/build-test-app';

// The OpenAPI document (issue 46): every /api route in it, with the request and response schemas it checks.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
};
type Document = { openapi: string; info: { title: string }; paths: Record<string, Record<string, Operation>> };

describe('GET /api/openapi.json', () => {
  it('describes every route with the request and response schemas it checks, signed in or not', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as Document;
    expect(document).toMatchObject({ openapi: '3.1.0', info: { title: 'Tillwise API' } });
    // The document itself and the reference page's files are no part of the API it describes.
    const routes = t.app.apiRoutes.filter((route) => !(route.schema as { hide?: boolean }).hide);
    expect(routes.length).toBeGreaterThan(150);
    const missing: string[] = [];
    for (const route of routes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      const name = `${route.method} ${route.url}`;
      if (!operation) {
        missing.push(name);
        continue;
      }
      const schema = route.schema as { body?: unknown; querystring?: unknown; params?: unknown; response?: object };
      if (schema.body) expect(operation.requestBody?.content['application/json']?.schema, name).toBeTruthy();
      if (schema.params)
        expect(
          operation.parameters?.some((p) => p.in === 'path'),
          name,
        ).toBe(true);
      if (schema.querystring)
        expect(
          operation.parameters?.some((p) => p.in === 'query'),
          name,
        ).toBe(true);
      for (const status of Object.keys(schema.response ?? {})) {
        expect(operation.responses[status], `${name} ${status}`).toBeTruthy();
      }
    }
    expect(missing).toEqual([]);
  });

  it('describes a sale as the sale API takes it: its lines, payments and amounts in cents', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Document;
    const body = document.paths['/api/sales']!.post!.requestBody!.content['application/json']!.schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['id', 'tillId', 'lines', 'payments']));
    expect(body.required).toEqual(expect.arrayContaining(['id', 'tillId', 'lines', 'payments']));
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page and its scripts from this server, signed in or not', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const scripts = [...page.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    // Nothing from elsewhere, and no inline script the store's Content-Security-Policy would block.
    expect(scripts.every((src) => !/^https?:/.test(src))).toBe(true);
    expect(page.body).not.toMatch(/<script(?![^>]*src=)[^>]*>\s*\S/);
    for (const src of scripts) {
      const script = await t.app.inject({ method: 'GET', url: src });
      expect(script.statusCode, src).toBe(200);
    }
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json()).toMatchObject({ openapi: '3.1.0' });
  });
});

describe('the document’s grouping', () => {
  it('puts each route under the noun its URL starts with', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    expect(document.paths['/api/sales']!.post!.tags).toEqual(['sales']);
    expect(document.paths['/api/special-orders/{id}/collect']!.post!.tags).toEqual(['special-orders']);
  });
});

describe('docs/integrations.md', () => {
  it('signs in with a PIN and prices a cart without recording it, as the guide shows', async () => {
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { userId: 'user-cashier', pin: '3333' },
    });
    expect(signedIn.statusCode).toBe(200);
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0]!;
    const orders = async () =>
      Number(
        (
          await t.db
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await orders();
    const priced = await t.app.inject({
      method: 'POST',
      url: '/api/sales/price',
      headers: { cookie },
      payload: {
        lines: [
          { productId: 'prod-monstera', quantity: 2 },
          { productId: 'prod-lavender', quantity: 1 },
        ],
      },
    });
    expect(priced.statusCode).toBe(200);
    expect(priced.json().totalCents).toBeGreaterThan(0);
    expect(await orders()).toBe(before);
  });
});
