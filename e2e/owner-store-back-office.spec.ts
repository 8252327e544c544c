import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { queryAt } from './database';
import { deliTillStorage, signInAtDeli } from './owner-store';
import { deliForTheseTests, products, weigh } from './owner-store.fixtures';

// A shop's own store, not the demo: the delicatessen set up from an empty install (owner-store.ts), in the back
// office. What broke when an owner tried it with their own data: weights in the wrong unit on Products, the
// Dashboard, Orders and Reports, and a critical alert for coffee sold as its variants.
const server = deliForTheseTests();
test.use({ baseURL: server.baseURL, storageState: deliTillStorage(server.baseURL) });

test('imported stock of weighed goods reads the same on Products, the till, the Dashboard and Reports', async ({
  page,
}) => {
  await signInAtDeli(page, 'owner', '/products');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tillwise-deli-')), 'cheeses.csv');
  fs.writeFileSync(
    file,
    'Name,SKU,Category,Price,Stock,Reorder level,Sold by\nAged Gouda,CHS-GOU,Cheese,21.99,12,20,lb\n',
  );
  await page.getByRole('button', { name: 'Stock & files' }).click();
  await page.getByRole('menuitem', { name: 'Import products' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import products' });
  await dialog.getByLabel('CSV file').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toBeHidden();
  const [gouda] = await queryAt<{ quantity: number }>(
    server,
    "select s.quantity from store_stock s join products p on p.id = s.product_id where p.sku = 'CHS-GOU'",
  );
  expect(gouda?.quantity).toBe(12_000);

  await page.getByRole('searchbox').first().fill('Gouda');
  await expect(page.getByText('12 lb in stock').first()).toBeVisible();
  await page.goto('/pos');
  await expect(products(page).getByRole('button', { name: /Aged Gouda/ })).toContainText('12 lb in stock');
  await page.goto('/');
  const lowStock = page.getByRole('table').filter({ hasText: 'Aged Gouda' });
  await expect(lowStock.getByRole('row', { name: /Aged Gouda/ })).toContainText('12 lb');
  await expect(lowStock.getByRole('row', { name: /Aged Gouda/ })).toContainText('20 lb');
  await page.goto('/reports?tab=inventory');
  const onHand = page.getByRole('table', { name: 'Inventory on hand' }).getByRole('row', { name: /Aged Gouda/ });
  await expect(onHand).toContainText('12 lb');
});

test('coffee sold as its variants raises no alert while its variants hold stock', async ({ page }) => {
  await signInAtDeli(page, 'owner', '/');
  // The dashboard's figures and its low-stock table arrive together: once the count shows, the table is there.
  const lowStockItems = await page
    .getByText('Low Stock Items', { exact: true })
    .locator('xpath=../..')
    .getByText(/^\d+$/)
    .innerText();
  await expect(page.getByText('Low Stock Alert')).toBeVisible();
  // The table lists the five lowest: the coffee's variants may be there, each at its own 12.25 lb and Ok; its
  // empty parent (0 lb, reorder at 2 lb) was there as critical, and "0 left · critical" in the bell.
  const coffeeRows = page.getByRole('row', { name: /House Blend Coffee/ });
  for (const row of await coffeeRows.all()) {
    await expect(row).toContainText('12.25 lb');
    await expect(row).not.toContainText('critical');
  }
  await page
    .getByRole('button', {
      name: lowStockItems === '0' ? 'Notifications' : `Notifications, ${lowStockItems} stock alerts`,
    })
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menu')).not.toContainText('House Blend Coffee');
  await page.keyboard.press('Escape');
  // Reports › Inventory lists the variants, each with its own stock, not the empty parent as low.
  await page.goto('/reports?tab=inventory');
  const inventory = page.getByRole('table', { name: 'Inventory on hand' });
  await expect(inventory.getByRole('row', { name: /House Blend Coffee/ })).toHaveCount(2);
  for (const row of await inventory.getByRole('row', { name: /House Blend Coffee/ }).all()) {
    await expect(row).toContainText('12.25 lb');
  }
  const [alert] = await queryAt<{ n: number }>(
    server,
    "select count(*) as n from products where sku like 'COF-HSE-%' and is_active = 1",
  );
  expect(Number(alert?.n)).toBe(2);
});

test('Orders and Reports show the deli’s weighed sales by their weights', async ({ page }) => {
  await signInAtDeli(page, 'owner', '/pos');
  await weigh(page, /Vermont Cheddar/, '1.25', '1.250 lb @ $24.99/lb$31.24');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Complete Sale' }).click();
  await expect(page.getByText('1 items sold successfully.')).toBeVisible();
  const number = ((await page.getByRole('button', { name: /Receipt ORD-\d+/ }).innerText()).match(/ORD-\d+/) ?? [
    '',
  ])[0];

  await page.goto('/orders');
  await page
    .getByRole('table', { name: 'Orders' })
    .getByRole('row', { name: new RegExp(number) })
    .click();
  const details = page.getByRole('dialog', { name: `Order ${number}` });
  await expect(details.getByRole('list', { name: 'Order lines' })).toContainText('1.250 lb @ $24.99/lb');

  await page.goto('/reports?tab=sales');
  // Cheese sold only by the lb: its weight, not a count of items.
  const cheese = page.getByRole('table', { name: 'Category sales' }).getByRole('row', { name: /^Cheese/ });
  await expect(cheese).toContainText(/\d+(\.\d+)? lb/);
  const [sold] = await queryAt<{ quantity: number }>(
    server,
    `select sum(l.quantity) as quantity from order_lines l join products p on p.id = l.product_id
     join categories c on c.id = p.category_id where c.name = 'Cheese' and l.sold_by = 'lb'`,
  );
  const refunded = await queryAt<{ quantity: number }>(
    server,
    `select coalesce(sum(r.quantity), 0) as quantity from refund_lines r join order_lines l on l.id = r.order_line_id
     join products p on p.id = l.product_id join categories c on c.id = p.category_id where c.name = 'Cheese'`,
  );
  const pounds = (Number(sold?.quantity) - Number(refunded[0]?.quantity)) / 1000;
  await expect(cheese).toContainText(
    `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 }).format(pounds)} lb`,
  );
});
