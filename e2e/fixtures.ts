import { expect, test as base } from '@playwright/test';
import { useStore } from './database';
import { OwnServer } from './own-server';

/** The browser as the demo store's Till 1 (its shift is open), as a set-up till would be, for a server's origin. */
export function tillOneStorage(origin: string) {
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          {
            name: 'tillwise.till.v1',
            value: '{"id":"till-1","name":"Till 1","storeId":"store-1","storeName":"Greenleaf Garden Centre"}',
          },
        ],
      },
    ],
  };
}

/**
 * Every spec's `test`: each Playwright worker has a server of its own (`store`), on its own port and its own copy
 * of the seeded demo store, so specs running side by side never meet in one store. A spec's files run one after
 * another in a worker, in no fixed order: each test reads what it relies on from the store (queryStore) rather
 * than assuming what other files did. Pages open on that server (baseURL), as its Till 1 (storageState); a spec
 * that tests the till set-up or runs a server of its own overrides them with `test.use`, and then no worker server
 * is started for it.
 */
export const test = base.extend<object, { store: OwnServer }>({
  store: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: a worker server needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = new OwnServer();
      await server.start();
      useStore(server);
      await use(server);
      await server.dispose();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ store }, use) => use(store.baseURL),
  storageState: async ({ store }, use) => use(tillOneStorage(store.baseURL)),
});

export { expect };

/**
 * A server (and store) of this file's or describe block's own, for specs that change what others rely on: started
 * before its first test (a start may take a while on a busy machine) and stopped after its last.
 */
export function ownServerForTheseTests(options: ConstructorParameters<typeof OwnServer>[0] = {}): OwnServer {
  const server = new OwnServer(options);
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await server.start();
  });
  test.afterAll(() => server.dispose());
  return server;
}
