import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { queryStoreRow } from './database';
import { signIn } from './support';

const product = "Lavender 'Hidcote' 2L";

async function switchStore(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Store' }).click();
  await page.getByRole('option', { name }).click();
  await expect(page.getByText(`Now working in ${name}`)).toBeVisible();
}

/** The stock the Products screen shows for the product, in the store the session works in. */
async function stockOnScreen(page: Page): Promise<number> {
  await page.goto('/products');
  await page.getByLabel('Search products').fill('lavender');
  // The search's own answer, not the whole catalogue still on screen while it is asked for: a tap lands on what stays.
  const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
  const card = cards.filter({ hasText: product });
  await expect(card).toHaveCount(1);
  await expect(cards.filter({ hasNotText: /lavender/i })).toHaveCount(0);
  await card.getByRole('button', { name: `Stock of ${product}` }).click();
  const dialog = page.getByRole('dialog', { name: `Stock — ${product}` });
  const onHand = Number(await dialog.getByTestId('stock-on-hand').textContent());
  await dialog.getByRole('button', { name: 'Close' }).click();
  return onHand;
}

const storeStock = async (storeId: string) =>
  (
    await queryStoreRow<{ quantity: number }>(
      `select s.quantity from store_stock s join products p on p.id = s.product_id
       where p.name = ? and s.store_id = ?`,
      product,
      storeId,
    )
  ).quantity;

test('two stores keep their own stock; a transfer moves it from one to the other; the chain report shows both', async ({
  page,
}) => {
  await signIn(page, 'admin', '/');
  const mainBefore = await stockOnScreen(page);
  expect(mainBefore).toBe(await storeStock('store-1'));

  await switchStore(page, 'Greenleaf Riverside');
  const riversideBefore = await stockOnScreen(page);
  expect(riversideBefore).toBe(await storeStock('store-2'));
  expect(riversideBefore).not.toBe(mainBefore);

  // Send three from the garden centre to Riverside.
  await switchStore(page, 'Greenleaf Garden Centre');
  await page.goto('/transfers');
  await page.getByRole('button', { name: 'New transfer' }).click();
  const dialog = page.getByRole('dialog', { name: 'New transfer' });
  await dialog.getByLabel('Send to').selectOption({ label: 'Greenleaf Riverside' });
  await dialog.getByLabel('Search products to send').fill('lavender');
  await dialog
    .getByRole('list', { name: 'Matching products' })
    .getByRole('button', { name: new RegExp(product) })
    .click();
  await dialog.getByLabel(`Quantity of ${product}`).fill('3');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/TRF-\d{4} sent/)).toBeVisible();
  expect(await stockOnScreen(page)).toBe(mainBefore - 3);

  // In transit: Riverside's stock has not moved until it receives.
  await switchStore(page, 'Greenleaf Riverside');
  expect(await stockOnScreen(page)).toBe(riversideBefore);
  await page.goto('/transfers');
  await page.getByRole('button', { name: 'Receive' }).first().click();
  await expect(page.getByText(/TRF-\d{4} received/)).toBeVisible();
  expect(await stockOnScreen(page)).toBe(riversideBefore + 3);
  expect(await storeStock('store-2')).toBe(riversideBefore + 3);
  expect(await storeStock('store-1')).toBe(mainBefore - 3);

  // The chain report: every store of the chain, each with its own figures.
  await page.goto('/reports');
  await page.getByRole('combobox', { name: 'Store' }).last().selectOption({ label: 'All stores' });
  const byStore = page.locator('[data-slot=card]', { hasText: 'By store' });
  await expect(byStore).toContainText('Greenleaf Garden Centre');
  await expect(byStore).toContainText('Greenleaf Riverside');
});
