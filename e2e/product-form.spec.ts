import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { signIn } from './support';

const onePixelPng = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d49444154089963d0ab35fa0f00039701ddeeb152b30000000049454e44ae426082',
  'hex',
);

const grid = (page: Page) => page.getByRole('list', { name: 'Products' });
const card = (page: Page, name: string) => grid(page).getByRole('listitem').filter({ hasText: name });

async function countStockTo(page: Page, name: string, quantity: number) {
  await card(page, name)
    .getByRole('button', { name: `Stock of ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Stock — ${name}` });
  await dialog.getByLabel('Reason').selectOption('counted');
  await dialog.getByLabel('Quantity counted').fill(String(quantity));
  await dialog.getByLabel('Note').fill('Shelf count');
  await dialog.getByRole('button', { name: 'Record Adjustment' }).click();
  await expect(dialog.getByTestId('stock-on-hand')).toHaveText(String(quantity));
  await expect(dialog.getByRole('table', { name: 'Stock movements' }).getByRole('row').nth(1)).toContainText('Counted');
  await dialog.getByRole('button', { name: 'Close' }).click();
}

test('add a product with inline errors, see the badge follow 2×level+1, 2×level and level, then sell it at the till', async ({
  page,
}) => {
  await signIn(page, 'manager', '/products');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const form = page.getByRole('dialog', { name: 'Add Product' });
  await form.getByLabel('SKU').fill('PLT-001'); // already the SKU of a seeded plant
  await form.getByLabel('Price ($)').fill('12.345');
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(form.getByText('Enter the product name')).toBeVisible();
  await expect(form.getByText('Enter a price such as 12.99')).toBeVisible();

  await form.getByLabel('Name').fill('Hardy Fuchsia Riccartonii');
  await form.getByLabel('Price ($)').fill('14.99');
  await form.getByLabel('Cost ($)').fill('6.50');
  await form.getByLabel('Stock').fill('9');
  await form.getByLabel('Reorder level').fill('4');
  await form.getByLabel('Category').selectOption({ label: 'Plants' });
  await form.getByLabel('Supplier').fill('Greenfield Nurseries');
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'fuchsia.png', mimeType: 'image/png', buffer: onePixelPng });
  // Stored re-encoded: the preview shows its thumbnail.
  await expect(form.getByRole('img', { name: 'Product' })).toHaveAttribute(
    'src',
    /^\/api\/product-images\/[\w-]+\.webp\?size=thumbnail$/,
  );
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(form.getByText('SKU already exists')).toBeVisible();

  await form.getByLabel('SKU').fill('PLT-FUC-01');
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Product added')).toBeVisible();
  await expect(form).toBeHidden();

  const name = 'Hardy Fuchsia Riccartonii';
  await page.getByLabel('Search products').fill('fuchsia');
  await expect(grid(page).getByRole('listitem')).toHaveCount(1);
  await expect(card(page, name)).toContainText('$14.99');
  // The grid shows the image's 256 px thumbnail, loaded.
  await expect(card(page, name).getByRole('img', { name })).toHaveJSProperty('naturalWidth', 256);
  await expect(card(page, name).getByText('In Stock', { exact: true })).toBeVisible(); // 9 = 2×4+1
  await countStockTo(page, name, 8); // 2×4
  await expect(card(page, name).getByText('Medium Stock', { exact: true })).toBeVisible();
  await countStockTo(page, name, 4); // the level itself
  await expect(card(page, name).getByText('Low Stock', { exact: true })).toBeVisible();

  await card(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(edit.getByLabel('Tax (%)')).toHaveValue('8.25');
  await edit.getByLabel('Price ($)').fill('15.49');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(card(page, name)).toContainText('$15.49');

  await page.goto('/pos');
  await page.getByPlaceholder('Search products or scan barcode...').fill('fuchsia');
  const tile = page.getByRole('group', { name: 'Products' }).getByRole('button', { name: /Hardy Fuchsia/ });
  await expect(tile).toContainText('4 in stock');
  await tile.click();
  await expect(
    page.getByRole('list', { name: 'Cart items' }).getByRole('listitem', { name: /Hardy Fuchsia/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Complete Sale' }).click();
  await expect(page.getByText('1 items sold successfully.')).toBeVisible();
  await expect(tile).toContainText('3 in stock');
});
