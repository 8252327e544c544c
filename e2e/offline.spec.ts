import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { queryAt } from './database';
import { OwnServer } from './own-server';
import { signIn } from './support';

// This spec stops and starts a server of its own, so it never takes down the one the other specs share.
const server = new OwnServer(Number(process.env.E2E_OWN_PORT ?? 3211));
test.beforeAll(() => server.start());
test.afterAll(() => server.stop());
test.use({
  baseURL: server.baseURL,
  storageState: {
    cookies: [],
    origins: [
      {
        origin: server.baseURL,
        localStorage: [
          {
            name: 'tillwise.till.v1',
            value: JSON.stringify({
              id: 'till-1',
              name: 'Till 1',
              storeId: 'store-1',
              storeName: 'Greenleaf Garden Centre',
            }),
          },
        ],
      },
    ],
  },
});

const syncButton = (page: Page) => page.getByRole('button', { name: /^Sync:/ });

async function sellForCash(page: Page, product: RegExp) {
  await page.getByRole('group', { name: 'Products' }).getByRole('button', { name: product }).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment' });
  await dialog.getByRole('tab', { name: 'Cash' }).click();
  await dialog.getByLabel('Amount tendered').fill('100');
  await dialog.getByRole('button', { name: 'Complete Sale' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(page.getByText('No items in cart')).toBeVisible();
}

test('sales rung up while the server is down wait on the till and reach the server once when it is back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'cashier', '/pos');
  await expect(syncButton(page)).toHaveAccessibleName(/Online/);
  await sellForCash(page, /Lavender/);
  const before = await queryAt<{ n: number }>(server, 'select count(*) as n from orders where status = ?', 'completed');

  await server.stop();
  for (const product of [/Lavender/, /Monstera/, /Hand Trowel/]) await sellForCash(page, product);
  await expect(page.getByText(/Kept on this till until the server is back/).first()).toBeVisible();
  await expect(syncButton(page)).toHaveAccessibleName(/Offline since .*3 sales waiting to sync/);
  await syncButton(page).click();
  await expect(page.getByRole('list', { name: 'Not synced' }).getByRole('listitem')).toHaveCount(3);
  await page.keyboard.press('Escape');
  const waiting = await page.evaluate(async () => {
    const open = indexedDB.open('tillwise-till');
    const db = await new Promise<IDBDatabase>((resolve) => (open.onsuccess = () => resolve(open.result)));
    const all = db.transaction('outbox').objectStore('outbox').getAll();
    const entries = await new Promise<{ id: string; state: string }[]>(
      (resolve) => (all.onsuccess = () => resolve(all.result)),
    );
    return entries.filter((entry) => entry.state === 'pending').map((entry) => entry.id);
  });
  expect(waiting).toHaveLength(3);

  await server.start();
  await expect(syncButton(page)).toHaveAccessibleName(/^Sync: Online$/, { timeout: 30_000 });
  const recorded = await queryAt<{ id: string; n: number }>(
    server,
    `select id, count(*) as n from orders where id in (${waiting.map(() => '?').join(', ')}) group by id`,
    ...waiting,
  );
  expect(recorded).toHaveLength(3);
  expect(recorded.every((row) => Number(row.n) === 1)).toBe(true);
  const after = await queryAt<{ n: number }>(server, 'select count(*) as n from orders where status = ?', 'completed');
  expect(Number(after[0]?.n)).toBe(Number(before[0]?.n) + 3);
});
