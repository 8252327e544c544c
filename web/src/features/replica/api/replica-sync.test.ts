import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReplicaChanges } from '@tillwise/core/replica/replica-schemas';
import { localDb } from '@/lib/local-db';
import type { SearchClient } from '../search/search-client';
import { createTestProduct } from '../search/test-products';
import { ReplicaSync } from './replica-sync';

const lavender = createTestProduct({ id: 'p1', name: 'Lavender' });

/** The server as the till sees it: its epoch and newest change, answering the replica API the way it does. */
const server = { epoch: 'epoch-a', newest: 10, cursorsHandedOut: 0, asked: [] as URL[], removed: [] as string[] };
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
async function answer(input: string): Promise<Response> {
  const url = new URL(input, 'http://till.test');
  server.asked.push(url);
  if (url.pathname === '/api/replica/cursor') {
    server.cursorsHandedOut += 1;
    return json({ cursor: server.newest, epoch: server.epoch });
  }
  if (url.pathname === '/api/replica/products') return json({ rows: [lavender], next: null });
  if (url.pathname === '/api/replica/customers') return json({ rows: [], next: null });
  if (url.pathname === '/api/categories') return json([]);
  const cursor = Number(url.searchParams.get('cursor'));
  const changes: ReplicaChanges = {
    cursor: server.newest,
    epoch: server.epoch,
    more: false,
    reset: url.searchParams.get('epoch') !== server.epoch || cursor > server.newest,
    products: [],
    customers: [],
    removedProductIds: server.removed,
    categories: null,
    settingsChanged: false,
    staffChanged: false,
  };
  return json(changes);
}

const search: SearchClient & { removed: string[] } = {
  removed: [],
  load: async (products) => products.length,
  upsert: async (products) => products.length,
  remove: async (ids) => {
    search.removed.push(...ids);
    return 0;
  },
  search: async () => ({ items: [], total: 0, page: 1, pageSize: 0 }),
  lookup: async () => null,
  close: () => undefined,
};
/**
 * Waits for what the till would show, however busy the machine: vi.waitFor's own 1 s limit failed on a loaded run
 * while the fake IndexedDB was still writing. The limit here only catches a hang.
 */
const until = <T>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 30_000, interval: 20 });
const kept = async (key: 'cursor' | 'epoch') => (await localDb()).get('meta', key);
const changesAsked = () =>
  server.asked
    .filter((url) => url.pathname === '/api/replica/changes')
    .map((url) => [Number(url.searchParams.get('cursor')), url.searchParams.get('epoch')]);

let sync: ReplicaSync | null = null;
beforeEach(async () => {
  Object.assign(server, { epoch: 'epoch-a', newest: 10, cursorsHandedOut: 0, asked: [], removed: [] });
  search.removed = [];
  vi.stubGlobal('fetch', vi.fn(answer));
  const db = await localDb();
  await Promise.all([db.clear('meta'), db.clear('products'), db.clear('customers')]);
});
afterEach(() => {
  sync?.stop();
  vi.unstubAllGlobals();
});

describe('the replica’s cursor and the database’s epoch', () => {
  it('sends the epoch with its cursor, and re-snapshots when the database was restored (a new epoch)', async () => {
    sync = new ReplicaSync('store-1', search);
    await sync.start();
    await until(() => expect(changesAsked()).toEqual([[10, 'epoch-a']]));
    await until(async () => expect(await kept('epoch')).toBe('epoch-a'));
    expect(server.cursorsHandedOut).toBe(1);

    // A backup restored over the server's database: a new epoch, its own changes numbered past the till's cursor.
    Object.assign(server, { epoch: 'epoch-b', newest: 12 });
    sync.syncNow();
    await until(() =>
      expect(changesAsked().slice(1)).toEqual([
        [10, 'epoch-a'],
        [12, 'epoch-b'],
      ]),
    );
    expect(server.cursorsHandedOut).toBe(2);
    await until(async () => expect([await kept('cursor'), await kept('epoch')]).toEqual([12, 'epoch-b']));
  });

  it('takes a new snapshot rather than trust a cursor kept without an epoch', async () => {
    const db = await localDb();
    await Promise.all([
      db.put('meta', 'store-1', 'storeId'),
      db.put('meta', 7, 'cursor'),
      db.put('products', lavender),
    ]);
    sync = new ReplicaSync('store-1', search);
    await sync.start();
    await until(() => expect(changesAsked()).toEqual([[10, 'epoch-a']]));
    expect(server.cursorsHandedOut).toBe(1);
    await until(async () => expect([await kept('cursor'), await kept('epoch')]).toEqual([10, 'epoch-a']));
  });
});

describe('a product deleted from the catalogue', () => {
  it('leaves the replica and the till’s search', async () => {
    sync = new ReplicaSync('store-1', search);
    await sync.start();
    await until(async () => expect(await (await localDb()).get('products', 'p1')).toMatchObject({ id: 'p1' }));
    Object.assign(server, { newest: 11, removed: ['p1'] });
    sync.syncNow();
    await until(async () => expect(await (await localDb()).get('products', 'p1')).toBeUndefined());
    // The search forgets it after the copy does; this fake server answers the removal to every later sync too, and
    // forgetting a product twice is harmless.
    await until(() => expect(search.removed).toContain('p1'));
    expect(new Set(search.removed)).toEqual(new Set(['p1']));
  });
});
