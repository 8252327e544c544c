import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { startPostgresCluster } from '../server/src/test/postgres-cluster';
import type { PostgresCluster } from '../server/src/test/postgres-cluster';
import { mountSmallDisk } from '../server/src/test/small-disk';
import type { SmallDisk } from '../server/src/test/small-disk';
import { queryAt } from './database';
import { expect, test, tillOneStorage } from './fixtures';
import { OwnServer } from './own-server';
import { signIn } from './support';

// The server stays up while its database goes away and comes back: on PostgreSQL (the run with
// TILLWISE_E2E_POSTGRES_URL) a cluster of this spec's own is stopped and started again, as a restart does; on SQLite
// the data folder is a small disk of its own that fills up and is freed. A server and store of the spec's own, so
// the others never meet the outage.
const onPostgres = Boolean(process.env.TILLWISE_E2E_POSTGRES_URL);
const smallDiskAt = path.join(os.tmpdir(), `tillwise-e2e-disk-${process.pid}-${randomBytes(4).toString('hex')}`);
let cluster: PostgresCluster | null = null;
let disk: SmallDisk | null = null;
const server = new OwnServer(onPostgres ? { fresh: true } : { dataDir: smallDiskAt });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  if (onPostgres) {
    cluster = await startPostgresCluster({ durable: false });
    server.useDatabase(cluster.url);
  } else {
    disk = await mountSmallDisk(64, smallDiskAt);
  }
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
  await disk?.unmount();
  await server.dispose();
  await cluster?.destroy();
});
test.use({ baseURL: server.baseURL, storageState: tillOneStorage(server.baseURL) });

const outage = onPostgres
  ? { name: 'PostgreSQL restarts', away: () => cluster!.stop('fast'), back: () => cluster!.start() }
  : {
      name: 'its disk fills up and is freed',
      away: async () => disk!.fill(),
      back: async () => disk!.free(),
    };

const syncButton = (page: Page) => page.getByRole('button', { name: /^Sync:/ });

/** The ids of the sales the till keeps until the server has them. */
const pendingSales = (page: Page) =>
  page.evaluate(async () => {
    const open = indexedDB.open('tillwise-till');
    const db = await new Promise<IDBDatabase>((resolve) => (open.onsuccess = () => resolve(open.result)));
    const all = db.transaction('outbox').objectStore('outbox').getAll();
    const entries = await new Promise<{ id: string; kind: string; state: string }[]>(
      (resolve) => (all.onsuccess = () => resolve(all.result)),
    );
    return entries.filter((entry) => entry.state === 'pending' && entry.kind === 'sale').map((entry) => entry.id);
  });

test(`a till selling while ${outage.name} keeps its sale, says it waits for the database, and the sale is recorded once`, async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'cashier', '/pos');
  await expect(syncButton(page)).toHaveAccessibleName('Sync: Online');
  const products = page.getByRole('group', { name: 'Products' });
  await products.getByRole('button', { name: /Lavender/ }).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment' });
  await expect(payment.getByRole('button', { name: 'Complete Sale' })).toBeEnabled();

  await outage.away();
  await payment.getByRole('button', { name: 'Complete Sale' }).click();
  await expect(payment).toBeHidden();
  // The sale is the customer's: it completes on the till, which keeps it and says what it waits for.
  await expect(page.getByText('Kept on this till until the database is back.').first()).toBeVisible();
  await expect(syncButton(page)).toHaveAccessibleName(
    /^Sync: Waiting for the database since \d\d:\d\d, 1 sale waiting to sync$/,
  );
  const [kept] = await pendingSales(page);
  expect(kept).toBeDefined();
  await syncButton(page).click();
  // The entry says why in the server's own words.
  await expect(page.getByRole('list', { name: 'Not synced' })).toContainText(
    onPostgres ? 'The database cannot be reached.' : "The server's disk is full or read-only",
  );
  await page.keyboard.press('Escape');

  await outage.back();
  // Nobody presses anything: the till sends the sale again once the database answers.
  await expect(syncButton(page)).toHaveAccessibleName('Sync: Online', { timeout: 60_000 });
  expect(await pendingSales(page)).toEqual([]);
  const recorded = await queryAt<{ status: string; lines: number; payments: number }>(
    server,
    `select o.status,
       (select count(*) from order_lines l where l.order_id = o.id) as lines,
       (select count(*) from payments p where p.order_id = o.id) as payments
     from orders o where o.id = ?`,
    kept,
  );
  expect(recorded).toEqual([{ status: 'completed', lines: 1, payments: 1 }]);
});
