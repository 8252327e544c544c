import { expect, test } from './fixtures';
import { queryStore, queryStoreRow } from './database';
import { signIn } from './support';

// A stock take in Chromium: the Tools counted by scanning and typing, the variance read off the screen, and the
// count applied as one set of ledger movements. The database is read before and after.

const stockOf = async (productId: string) =>
  (
    await queryStoreRow<{ quantity: number }>(
      "select quantity from store_stock where store_id = 'store-1' and product_id = ?",
      productId,
    )
  ).quantity;

test('the Tools are counted by scan and by hand, the variance reviewed, and the count applied', async ({ page }) => {
  await signIn(page, 'inventory', '/products');
  await page.getByRole('button', { name: 'Stock & files' }).click();
  await page.getByRole('menuitem', { name: 'Stock takes' }).click();
  await expect(page.getByRole('heading', { name: 'Stock takes' })).toBeVisible();
  const secateurs = await queryStoreRow<{ barcode: string }>(
    "select barcode from products where id = 'prod-secateurs'",
  );
  const trowel = await queryStoreRow<{ sku: string }>("select sku from products where id = 'prod-trowel'");
  const [secateursBefore, trowelBefore] = [await stockOf('prod-secateurs'), await stockOf('prod-trowel')];

  await page.getByRole('button', { name: 'New stock take' }).click();
  const dialog = page.getByRole('dialog', { name: 'New stock take' });
  await dialog.getByLabel('Count').selectOption({ label: 'Tools' });
  await dialog.getByRole('button', { name: 'Start counting' }).click();
  await expect(page.getByText('Counting', { exact: true })).toBeVisible();
  const number = await page.getByRole('heading', { name: /^ST-\d{4}$/ }).innerText();
  // A second count of the same shelves is not started: the dialog sends the device to the open one.
  await page.getByRole('button', { name: 'All stock takes' }).click();
  await page.getByRole('button', { name: 'New stock take' }).click();
  await dialog.getByLabel('Count').selectOption({ label: 'Pots' });
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Start counting' })).toBeEnabled();
  await dialog.getByLabel('Count').selectOption({ label: 'Tools' });
  await expect(dialog.getByRole('alert')).toContainText(
    `${number} is still counting these products: add your counts to it from this device, or cancel it first`,
  );
  await expect(dialog.getByRole('button', { name: 'Start counting' })).toBeDisabled();
  await dialog.getByRole('button', { name: `Open ${number}` }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: number })).toBeVisible();
  const counting = await queryStoreRow<{ n: number }>(
    "select count(*) as n from stock_takes where status = 'counting'",
  );
  expect(Number(counting.n)).toBe(1);
  await expect(page.getByText('Counting', { exact: true })).toBeVisible();

  const code = page.getByLabel('Scan or type a barcode or SKU');
  for (let scan = 0; scan < 3; scan += 1) {
    await code.fill(secateurs.barcode);
    await code.press('Enter');
    await expect(page.getByRole('status')).toHaveText(`Bypass Pruning Secateurs: ${scan + 1} counted`);
  }
  // A product of another category is refused, and nothing is counted for it.
  await code.fill('PLT-001');
  await code.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Monstera Deliciosa 25cm is not in Tools');
  await code.fill(trowel.sku);
  await page.getByLabel('Quantity').fill('9');
  await code.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Stainless Steel Hand Trowel: 9 counted');

  const lines = page.getByRole('table', { name: 'Counted products' });
  await expect(lines.getByRole('row', { name: 'Bypass Pruning Secateurs' })).toContainText(
    `3${secateursBefore}${3 - secateursBefore > 0 ? '+' : ''}${3 - secateursBefore}`,
  );
  await expect(lines.getByRole('row', { name: 'Stainless Steel Hand Trowel' }).getByRole('cell').nth(3)).toHaveText(
    `${9 - trowelBefore > 0 ? '+' : ''}${9 - trowelBefore}`,
  );
  await expect(page.getByTestId('stock-take-totals')).toContainText('2 counted · 0 not counted');

  await page.getByRole('button', { name: 'Apply stock take' }).click();
  const apply = page.getByRole('dialog', { name: /^Apply ST-/ });
  await apply.getByRole('button', { name: 'Apply stock take' }).click();
  await expect(page.getByText('Applied', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Scan or type a barcode or SKU')).toHaveCount(0);

  expect(await stockOf('prod-secateurs')).toBe(3);
  expect(await stockOf('prod-trowel')).toBe(9);
  const movements = await queryStore<{ product_id: string; quantity_change: number }>(
    `select product_id, quantity_change from stock_movements
     where reason = 'counted' and reference = (select id from stock_takes order by started_at desc limit 1)
     order by product_id`,
  );
  expect(movements).toEqual([
    { product_id: 'prod-secateurs', quantity_change: 3 - secateursBefore },
    { product_id: 'prod-trowel', quantity_change: 9 - trowelBefore },
  ]);
});

test('a count another device started while this one was choosing is named, and opened instead', async ({ page }) => {
  await signIn(page, 'manager', '/stock-takes');
  await page.getByRole('button', { name: 'New stock take' }).click();
  const dialog = page.getByRole('dialog', { name: 'New stock take' });
  await dialog.getByLabel('Count').selectOption({ label: 'Pots' });
  await expect(dialog.getByRole('button', { name: 'Start counting' })).toBeEnabled();

  const other = await page.request.post('/api/stock-takes', { data: { categoryId: 'cat-pots' } });
  expect(other.status()).toBe(201);
  const { id, number } = (await other.json()) as { id: string; number: string };
  await dialog.getByRole('button', { name: 'Start counting' }).click();
  await expect(dialog.getByRole('alert')).toContainText(`${number} is still counting these products`);
  await dialog.getByRole('button', { name: `Open ${number}` }).click();
  await expect(page).toHaveURL(new RegExp(`id=${id}$`));
  await expect(page.getByRole('heading', { name: number })).toBeVisible();

  await page.getByRole('button', { name: 'Cancel stock take' }).click();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  const open = await queryStoreRow<{ n: number }>("select count(*) as n from stock_takes where status = 'counting'");
  expect(Number(open.n)).toBe(0);
});
