import { randomUUID } from 'node:crypto';
import type { Product, SaleInput } from './random-sale';

const demoPins = { admin: '1111', cashier: '3333' } as const;

/** A JSON request; throws on a network failure (the server is gone) and on any answer but the expected one. */
async function call<T>(url: string, path: string, init: { method?: string; cookie?: string; body?: unknown }) {
  const response = await fetch(`${url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${text}`);
  return { body: (text ? JSON.parse(text) : null) as T, response };
}

/** Signs in as the demo store's user with that role; returns the cookie header for later requests. */
export async function signIn(url: string, role: keyof typeof demoPins): Promise<string> {
  const roster = await call<{ staff: { id: string; role: string }[] }>(url, '/api/session/roster', {});
  const user = roster.body.staff.find((member) => member.role === role);
  if (!user) throw new Error(`The store has no ${role}`);
  const { response } = await call(url, '/api/session', {
    method: 'POST',
    body: { userId: user.id, pin: demoPins[role] },
  });
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (!cookie.startsWith('tillwise_session=')) throw new Error('Signing in set no session cookie');
  return cookie;
}

/** Adds `count` tills and opens a shift (with a $100 float) on each; returns their ids. */
export async function openTills(url: string, adminCookie: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 1; index <= count; index += 1) {
    const till = await call<{ id: string }>(url, '/api/tills', {
      method: 'POST',
      cookie: adminCookie,
      body: { name: `Crash trial till ${index}` },
    });
    await call(url, '/api/shifts', {
      method: 'POST',
      cookie: adminCookie,
      body: { id: randomUUID(), tillId: till.body.id, count: { totalCents: 10_000 } },
    });
    ids.push(till.body.id);
  }
  return ids;
}

/** Every product on sale, as the till's catalogue shows it. */
export async function productsOnSale(url: string, cookie: string): Promise<Product[]> {
  const products: Product[] = [];
  for (let page = 1; ; page += 1) {
    const { body } = await call<{ items: Product[]; total: number }>(
      url,
      `/api/products?active=true&pageSize=100&page=${page}`,
      { cookie },
    );
    products.push(...body.items);
    if (body.items.length === 0 || products.length >= body.total) return products;
  }
}

export type SaleAnswer =
  { ok: true; number: string; totalCents: number } | { ok: false; status: number; error: string };

/** Posts a sale once. A network failure (no answer at all) rejects: the caller cannot know whether it was recorded. */
export async function postSale(url: string, cookie: string, sale: SaleInput): Promise<SaleAnswer> {
  const response = await fetch(`${url}/api/sales`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(sale),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (!response.ok) return { ok: false, status: response.status, error: text };
  const recorded = JSON.parse(text) as { number: string; totalCents: number };
  return { ok: true, number: recorded.number, totalCents: recorded.totalCents };
}
