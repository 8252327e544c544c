import { expect, test } from './fixtures';
import { queryStore, queryStoreRow } from './database';
import { signIn } from './support';

test('products: server-side search, category chips, badges, and a remembered grid/list choice', async ({ page }) => {
  await signIn(page, 'inventory', '/products');
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  await expect(page.getByText('Manage your product inventory.')).toBeVisible();
  const chips = page.getByRole('group', { name: 'Category' });
  // The demo's six, then any category other tests in this worker made (Products › Categories): every one, in order.
  const categories = await queryStore<{ name: string }>('select name from categories order by sort_order, name');
  await expect(chips.getByRole('button')).toHaveText(['All Products', ...categories.map((c) => c.name)]);
  expect(categories.map((c) => c.name).slice(0, 6)).toEqual(
    expect.arrayContaining(['Plants', 'Seeds', 'Tools', 'Pots', 'Furniture', 'Soil & Fertilizer']),
  );

  const grid = page.getByRole('list', { name: 'Products' });
  // Other tests may have added products to the shared e2e store: the grid shows every one the database holds.
  const { n: productCount } = await queryStoreRow<{ n: number }>('select count(*) as n from products');
  const { n: pots } = await queryStoreRow<{ n: number }>(
    "select count(*) as n from products p join categories c on c.id = p.category_id where c.name = 'Pots'",
  );
  await expect(grid.getByRole('listitem')).toHaveCount(Math.min(productCount, 24));
  await expect(grid.getByText('No image').first()).toBeVisible();
  const terracotta = grid.getByRole('listitem').filter({ hasText: 'Terracotta Pot 30cm' });
  await expect(terracotta.getByText('Low Stock', { exact: true })).toBeVisible();
  await expect(
    grid.getByRole('listitem').filter({ hasText: "Lavender 'Hidcote' 2L" }).getByText('In Stock', { exact: true }),
  ).toBeVisible();

  await chips.getByRole('button', { name: 'Pots' }).click();
  await expect(grid.getByRole('listitem')).toHaveCount(pots);
  await page.getByLabel('Search products').fill('terra');
  await expect(grid.getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Search products').fill('no such thing');
  await expect(page.getByText('No products found')).toBeVisible();
  await page.getByLabel('Search products').fill('');
  await chips.getByRole('button', { name: 'All Products' }).click();

  await page.getByRole('button', { name: 'List view' }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Product', 'SKU', 'Category', 'Price', 'Stock', 'Status']);
  await expect(table.getByRole('row').filter({ hasText: 'Terracotta Pot 30cm' })).toContainText('Pots');
  await page.reload();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('table')).toBeVisible();
});
