import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { queryStore } from './database';
import { signIn } from './support';

// Barcodes at the till and on the shelf, in Chromium: a scale label sells its weight, '12*' then a scan sells 12,
// a bad code adds nothing, and a sheet of labels is printed from Products.

const cart = (page: Page) => page.getByRole('list', { name: 'Cart items' });
const searchBox = (page: Page) => page.getByLabel('Search products or scan barcode');

/** Adds a product sold by weight through the API the product form uses (once per run), as the signed-in manager. */
async function addBulbsByWeight(page: Page) {
  const response = await page.request.post('/api/products', {
    data: {
      name: 'Tulip bulbs, loose',
      sku: 'BLB-KG',
      barcode: '2100421',
      priceCents: 899,
      costCents: 300,
      taxRate: 20,
      categoryId: 'cat-seeds',
      soldBy: 'kg',
      stock: 5000,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { id: string };
}

/** Types a code the way a keyboard-wedge scanner does: fast, then Enter. */
async function scan(page: Page, code: string) {
  await searchBox(page).fill('');
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

test('a scale label sells its weight; the receipt line shows it', async ({ page }) => {
  await signIn(page, 'manager', '/pos');
  const bulbs = await addBulbsByWeight(page);
  await page.reload();
  await scan(page, '2100421007553');
  const line = cart(page).getByRole('listitem', { name: /Tulip bulbs/ });
  await expect(line.getByTestId('line-price')).toHaveText('0.755 kg @ $8.99/kg');
  // 0.755 kg × $8.99 = $6.79 (6.78745), plus 20 % tax $1.36
  await expect(page.getByTestId('cart-total')).toHaveText('$8.15');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Complete Sale' }).click();
  await expect(page.getByText('1 items sold successfully.')).toBeVisible();
  const [sold] = await queryStore<{ quantity: number; sold_by: string; total_cents: number }>(
    `select l.quantity, l.sold_by, l.total_cents from order_lines l join orders o on o.id = l.order_id
      where l.product_id = ? order by o.completed_at desc limit 1`,
    bulbs.id,
  );
  expect(sold).toEqual({ quantity: 755, sold_by: 'kg', total_cents: 815 });
  const [stock] = await queryStore<{ quantity: number }>(
    'select quantity from store_stock where product_id = ? and quantity <> 0',
    bulbs.id,
  );
  expect(stock?.quantity).toBe(5000 - 755);
});

test('12* then a scan sells 12; a bad or unknown code says so and adds nothing', async ({ page }) => {
  await signIn(page, 'cashier', '/pos');
  await scan(page, '4006381333932');
  await expect(page.getByRole('alert')).toHaveText('Barcode 4006381333932 has a bad check digit');
  await scan(page, '4006381333931');
  await expect(page.getByRole('alert')).toHaveText('No product matches “4006381333931”');
  // A scanner that stalls mid-code still reads as one code.
  await searchBox(page).fill('');
  await page.keyboard.type('40063');
  await page.waitForTimeout(120);
  await page.keyboard.type('81333932');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Barcode 4006381333932 has a bad check digit');
  await expect(cart(page).getByRole('listitem')).toHaveCount(0);

  await searchBox(page).fill('12*');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Scan or type the item to sell 12');
  await page.keyboard.type('5012345678900');
  await page.keyboard.press('Enter');
  const monstera = cart(page).getByRole('listitem', { name: /Monstera/ });
  await expect(monstera.getByLabel('Quantity')).toHaveText('12');
  await expect(searchBox(page)).toHaveValue('');
  await page.getByRole('button', { name: 'Clear Cart' }).click();
});

test('a sheet of shelf labels with barcodes is printed from Products', async ({ page }) => {
  await page.addInitScript(() => {
    window.print = () => {
      const area = document.querySelector('[data-testid="print-labels"]');
      document.body.dataset.labels = String(area?.querySelectorAll('[data-testid="label"]').length ?? 0);
      document.body.dataset.barcodes = String(area?.querySelectorAll('svg').length ?? 0);
      document.body.dataset.printed = area?.textContent ?? '';
    };
  });
  await signIn(page, 'manager', '/products');
  await page.getByRole('button', { name: 'Print labels' }).click();
  const dialog = page.getByRole('dialog', { name: 'Print labels' });
  await dialog.getByLabel('Layout').selectOption({ label: 'A4 — 3 × 8 (70 × 37 mm)' });
  await dialog.getByLabel('Copies of Monstera Deliciosa 25cm').fill('3');
  await expect(dialog.getByRole('region', { name: 'Preview' }).getByTestId('label').first()).toBeVisible();
  const count = await dialog.getByRole('list', { name: 'Labels per product' }).getByRole('listitem').count();
  await dialog.getByRole('button', { name: 'Print', exact: true }).click();
  await expect.poll(() => page.evaluate(() => document.body.dataset.labels)).toBe(String(count + 2));
  expect(await page.evaluate(() => document.body.dataset.barcodes)).toBe(String(count + 2));
  expect(await page.evaluate(() => document.body.dataset.printed)).toContain('$34.99');
});

test('after a delivery is received, its shelf labels print one per unit', async ({ page }) => {
  await page.addInitScript(() => {
    window.print = () => {
      const area = document.querySelector('[data-testid="print-labels"]');
      document.body.dataset.labels = String(area?.querySelectorAll('[data-testid="label"]').length ?? 0);
    };
  });
  await signIn(page, 'manager', '/products');
  const name = 'Peace Lily 17cm';
  await page
    .getByRole('list', { name: 'Products' })
    .getByRole('listitem')
    .filter({ hasText: name })
    .getByRole('button', { name: `Stock of ${name}` })
    .click();
  const stock = page.getByRole('dialog', { name: `Stock — ${name}` });
  await stock.getByLabel('Reason').selectOption('received');
  await stock.getByLabel('Quantity received').fill('4');
  await stock.getByRole('button', { name: 'Record Adjustment' }).click();
  await expect(stock.getByTestId('stock-on-hand')).not.toHaveText('');
  await stock.getByRole('button', { name: 'Close' }).click();
  // The toast offers the labels of what was received.
  await page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('button', { name: 'Print labels' })
    .click();
  const labels = page.getByRole('dialog', { name: 'Print labels' });
  await expect(labels.getByLabel(`Copies of ${name}`)).toHaveValue('4');
  await labels.getByRole('button', { name: 'Print', exact: true }).click();
  await expect.poll(() => page.evaluate(() => document.body.dataset.labels)).toBe('4');
});
