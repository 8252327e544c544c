import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { queryStore } from './database';
import { signIn } from './support';

// Variants in Chromium: a product given sizes in the back office, each with its own SKU, barcode, price and stock;
// at the till its tile asks which size, and a variant's own barcode sells it straight away. The database is read
// after the sale.

const cart = (page: Page) => page.getByRole('list', { name: 'Cart items' });

test('a product gets sizes in the back office; the till sells one by its tile and another by its barcode', async ({
  page,
}) => {
  await signIn(page, 'manager', '/products');
  const created = await page.request.post('/api/products', {
    data: {
      name: 'Hydrangea Annabelle',
      sku: 'PLT-HYD',
      priceCents: 1299,
      taxRate: 8.25,
      categoryId: 'cat-plants',
      stock: 0,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await page.reload();

  await page.getByRole('button', { name: 'Edit Hydrangea Annabelle' }).click();
  await page.getByRole('dialog', { name: 'Edit Product' }).getByRole('button', { name: 'Variants' }).click();
  const dialog = page.getByRole('dialog', { name: 'Variants of Hydrangea Annabelle' });
  await dialog.getByLabel('Option 1 values').fill('9 cm, 2 L, 5 L');
  const variants = dialog.getByRole('table', { name: 'Variants' });
  await expect(variants.getByRole('row')).toHaveCount(4);
  await expect(variants.getByLabel('SKU of 2 L')).toHaveValue('PLT-HYD-2L');
  await variants.getByLabel('Barcode of 2 L').fill('4006381333948');
  await variants.getByLabel('Price of 9 cm').fill('5.99');
  await variants.getByLabel('Price of 5 L').fill('24.99');
  for (const size of ['9 cm', '2 L', '5 L']) await variants.getByLabel(`Stock of ${size}`).fill('12');
  // A SKU another product has is refused on its row, and nothing is saved.
  await variants.getByLabel('SKU of 9 cm').fill('PLT-001');
  await dialog.getByRole('button', { name: 'Save variants' }).click();
  await expect(variants.getByRole('row', { name: '9 cm' })).toContainText('SKU already exists');
  expect(await queryStore("select id from products where sku like 'PLT-HYD-%'")).toEqual([]);
  await variants.getByLabel('SKU of 9 cm').fill('PLT-HYD-9');
  await dialog.getByRole('button', { name: 'Save variants' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Hydrangea Annabelle: 3 on sale')).toBeVisible();

  await page.goto('/pos');
  await page
    .getByRole('group', { name: 'Products' })
    .getByRole('button', { name: /Hydrangea Annabelle/ })
    .click();
  const picker = page.getByRole('group', { name: 'Variants of Hydrangea Annabelle' });
  await expect(picker.getByRole('button')).toHaveText([/^9 cm\$5\.99/, /^2 L\$12\.99/, /^5 L\$24\.99/]);
  await picker.getByRole('button', { name: /^5 L/ }).click();
  await expect(cart(page).getByRole('listitem', { name: /Hydrangea Annabelle — 5 L/ })).toBeVisible();

  await page.getByLabel('Search products or scan barcode').fill('');
  await page.keyboard.type('4006381333948');
  await page.keyboard.press('Enter');
  await expect(cart(page).getByRole('listitem', { name: /Hydrangea Annabelle — 2 L/ })).toBeVisible();

  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Complete Sale' }).click();
  await expect(page.getByText('2 items sold successfully.')).toBeVisible();

  const sold = await queryStore<{ sku: string; quantity: number; unit_price_cents: number; stock: number }>(
    `select p.sku, l.quantity, l.unit_price_cents, s.quantity as stock from order_lines l
     join products p on p.id = l.product_id
     join store_stock s on s.product_id = p.id and s.store_id = 'store-1'
     where p.parent_id is not null order by p.sku`,
  );
  expect(sold).toEqual([
    { sku: 'PLT-HYD-2L', quantity: 1, unit_price_cents: 1299, stock: 11 },
    { sku: 'PLT-HYD-5L', quantity: 1, unit_price_cents: 2499, stock: 11 },
  ]);
});
