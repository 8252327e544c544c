import { randomUUID } from 'node:crypto';
import { formatMoney } from '@tillwise/core/money/money';
import { queryAt } from './database';
import { expect, ownServerForTheseTests, test } from './fixtures';
import { api, signInCookie } from './owner-store';
import { signIn } from './support';

// Issue 47: the demo chain opens a store in Toronto that trades in Canadian dollars. Reports › Sales never adds its
// dollars to the US stores': "All stores" comes once per currency, each in its own money.
const server = ownServerForTheseTests();
test.use({ baseURL: server.baseURL });

let torontoId = '';
test.beforeAll(async () => {
  const admin = await signInCookie(server.baseURL, 'user-admin', '1111');
  const call = <T>(cookie: string, method: string, path: string, body?: unknown) =>
    api<T>(server.baseURL, cookie, method, path, body);
  const toronto = await call<{ id: string }>(admin, 'POST', '/stores', {
    name: 'Greenleaf Toronto',
    type: 'garden_centre',
    address: '200 Queen Street West',
    city: 'Toronto',
    state: 'ON',
    zip: 'M5H 2N2',
    taxRate: 13,
    taxName: 'HST',
    timeZone: 'America/New_York',
    locale: 'en-CA',
    currency: 'CAD',
  });
  torontoId = toronto.id;
  await call(admin, 'POST', '/session/store', { storeId: toronto.id });
  const [till] = await call<{ id: string }[]>(admin, 'GET', '/tills');
  await call(admin, 'POST', '/shifts', { id: randomUUID(), tillId: till!.id, count: { totalCents: 20_000 } });
  const [product] = await queryAt<{ id: string }>(
    server,
    'select id from products where is_active = 1 order by sku limit 1',
  );
  const cart = { tillId: till!.id, lines: [{ productId: product!.id, quantity: 3 }] };
  const { totalCents } = await call<{ totalCents: number }>(admin, 'POST', '/sales/price', cart);
  await call(admin, 'POST', '/sales', {
    ...cart,
    id: randomUUID(),
    payments: [{ method: 'card', amountCents: totalCents }],
    expectedTotalCents: totalCents,
  });
});

test('a chain in US and Canadian dollars: Reports › Sales totals each currency on its own', async ({ page }) => {
  await signIn(page, 'admin', '/reports?tab=sales');
  const storeSelect = page.getByRole('main').getByRole('combobox', { name: 'Store' });
  await expect(storeSelect.getByRole('option')).toHaveText([
    'Greenleaf Garden Centre',
    'Greenleaf Riverside',
    'Greenleaf Toronto',
    'All stores in USD',
    'All stores in CAD',
  ]);

  const [canadian] = await queryAt<{ net: number }>(
    server,
    'select sum(subtotal_cents - discount_cents) as net from orders where store_id = ?',
    torontoId,
  );
  await storeSelect.selectOption('All stores in CAD');
  const byStore = page.getByRole('table', { name: 'Sales by store' });
  await expect(byStore.getByRole('row')).toHaveCount(2); // its header and Toronto
  const toronto = byStore.getByRole('row').filter({ hasText: 'Greenleaf Toronto' });
  // Canadian dollars as a US English reader writes them: CA$.
  const dollarsCa = formatMoney(Number(canadian!.net), { locale: 'en-US', currency: 'CAD' });
  await expect(toronto).toContainText(dollarsCa);
  expect(dollarsCa).toMatch(/^CA\$/);

  await storeSelect.selectOption('All stores in USD');
  await expect(byStore.getByRole('row').filter({ hasText: 'Greenleaf Riverside' })).toBeVisible();
  await expect(byStore.getByRole('row').filter({ hasText: 'Greenleaf Toronto' })).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText('CA$');
});
