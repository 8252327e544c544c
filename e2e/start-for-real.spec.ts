import { expect, test, tillOneStorage, ownServerForTheseTests } from './fixtures';
import type { Page } from '@playwright/test';
import { queryAt } from './database';
import { sellForCash, signIn } from './support';

// Starting for real empties the store for good, so this spec has a server (and demo store) of its own: the other
// specs share their worker's.
const server = ownServerForTheseTests();
test.use({ baseURL: server.baseURL, storageState: tillOneStorage(server.baseURL) });

const notice = (page: Page) => page.getByRole('region', { name: 'Demo data' });
const count = async (table: string) =>
  Number((await queryAt<{ n: number }>(server, `select count(*) as n from ${table}`))[0]?.n);

test('managers are not offered to start for real, on the Dashboard or in Settings', async ({ page }) => {
  await signIn(page, 'manager', '/');
  // The Dashboard has its figures (the demo's sales): whatever it would show, it shows.
  await expect(page.getByText('New sale completed').first()).toBeVisible();
  await expect(notice(page)).toBeHidden();
  expect((await page.request.get('/api/settings/start-for-real')).status()).toBe(403);
  await page.goto('/settings');
  await expect(page.getByRole('region', { name: 'Business Information' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Start trading for real' })).toBeHidden();
});

test('an admin starts for real from the Dashboard, finds the store empty, and sells their own first product', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin', '/');
  await expect(notice(page)).toContainText('This store still holds the demo');
  await notice(page).getByRole('button', { name: 'Start trading for real' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start trading for real' });
  await expect(dialog.getByRole('list').first()).toContainText('Every sale, parked sale, refund and return');

  // A name that is not quite the store's: said under the field, and nothing goes.
  const name = dialog.getByLabel('Type Greenleaf Garden Centre to confirm');
  await name.fill('Greenleaf garden centre');
  await dialog.getByRole('button', { name: 'Start trading for real' }).click();
  await expect(
    dialog.getByText('That is not the store’s name. Type Greenleaf Garden Centre exactly as it is written.'),
  ).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(await count('products')).toBeGreaterThan(0);

  await name.fill('Greenleaf Garden Centre');
  await dialog.getByRole('button', { name: 'Start trading for real' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your store is ready to trade')).toBeVisible();
  await expect(notice(page)).toBeHidden();
  await expect(page.getByText('No sales yet')).toBeVisible();

  // Settings › General still offers it (to start again, after a trial week say).
  await page.goto('/settings');
  await expect(page.getByRole('region', { name: 'Start trading for real' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Business Information' }).getByLabel('Business Name')).toHaveValue(
    'Greenleaf Garden Centre',
  );
  await page.goto('/products');
  await expect(page.getByText('No products found')).toBeVisible();
  await page.goto('/customers');
  await expect(page.getByText('No customers found')).toBeVisible();
  await page.goto('/orders');
  await expect(page.getByText('No orders found')).toBeVisible();
  await page.goto('/reports?tab=sales');
  await expect(page.getByLabel('Sales figures')).toContainText('Gross sales, before discounts and tax$0.00');
  await expect(page.getByLabel('Sales figures')).toContainText('Transactions0');

  // The owner's own category (through the API: the categories screen is another change) and product.
  const category = await page.request.post('/api/categories', { data: { name: 'Cheese' } });
  expect(category.status()).toBe(201);
  await page.goto('/products');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const form = page.getByRole('dialog', { name: 'Add Product' });
  await form.getByLabel('Name').fill('Farmhouse Cheddar');
  await form.getByLabel('SKU').fill('CHE-001');
  await form.getByLabel('Price ($)').fill('6.50');
  await form.getByLabel('Stock').fill('20');
  await form.getByLabel('Category').selectOption({ label: 'Cheese' });
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Product added')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(1);

  // Till 1 is kept, with no shift: the admin opens one and sells the cheddar, the store's first sale.
  await page.goto('/pos');
  const bar = page.getByRole('region', { name: 'Shift' });
  await bar.getByRole('button', { name: 'Open shift' }).click();
  const opening = page.getByRole('dialog', { name: 'Open shift on Till 1' });
  await opening.getByRole('button', { name: 'Enter a total instead' }).click();
  await opening.getByLabel('Amount in the drawer ($)').fill('100');
  await opening.getByRole('button', { name: 'Open shift' }).click();
  await expect(bar.getByTestId('shift-status')).toContainText('Shift open since');
  await expect(page.getByRole('group', { name: 'Products' }).getByRole('button')).toHaveCount(1);
  await sellForCash(page, /Farmhouse Cheddar/);
  await expect(page.getByRole('button', { name: /^Receipt ORD-1001/ })).toBeVisible();
  expect(await queryAt(server, 'select number, status from orders')).toEqual([
    { number: 'ORD-1001', status: 'completed' },
  ]);

  await page.goto('/orders');
  await expect(page.getByRole('row').filter({ hasText: 'ORD-1001' })).toBeVisible();
});
