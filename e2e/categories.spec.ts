import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { queryStoreRow } from './database';
import { signIn } from './support';

// A shop's own categories: made on Products › Categories and inside Add Product, renamed, reordered and
// deactivated, the till's chips following; products never sold deleted, sold ones refused (to be archived).

const categoryTable = (page: Page) => page.getByRole('table', { name: 'Categories' });
const categoryRow = (page: Page, name: string) => categoryTable(page).getByRole('row', { name, exact: true });
/** The categories as the screen lists them, first to last. */
const listed = (page: Page) =>
  categoryTable(page)
    .getByRole('row')
    .evaluateAll((rows) => rows.flatMap((row) => row.getAttribute('aria-label') ?? []));
const texts = async (locator: Locator) => (await locator.allInnerTexts()).map((text) => text.trim());
// Other specs in this worker may have added categories of their own: those come after the demo's six, before ours.
const ends = (names: string[]) => ({ first: names.slice(0, 2), last: names.slice(-2) });
const tillChips = (page: Page) => page.getByRole('group', { name: 'Category' }).getByRole('button');
const grid = (page: Page) => page.getByRole('list', { name: 'Products' });
const card = (page: Page, name: string) => grid(page).getByRole('listitem').filter({ hasText: name });

async function openCategories(page: Page) {
  await page.goto('/products');
  await page.getByRole('link', { name: 'Categories' }).click();
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
}

async function newCategory(page: Page, name: string) {
  // The last "Category added" sits over the button: a pointer resting on a toast keeps it, so wait for it to go.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await page.getByRole('button', { name: 'New category' }).click();
  const dialog = page.getByRole('dialog', { name: 'New category' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Add category' }).click();
  return dialog;
}

test('a manager makes categories, saves a product in one, renames, reorders and deactivates them; the till’s chips follow', async ({
  page,
}) => {
  await signIn(page, 'manager', '/products');
  await openCategories(page);
  const made = await newCategory(page, 'Cheese & Deli');
  await expect(made).toBeHidden();
  await expect(categoryRow(page, 'Cheese & Deli')).toContainText('0');

  // Another category's name, in another case: refused in the form, nothing added.
  const clash = await newCategory(page, ' plants ');
  await expect(clash.getByText('There is already a category with this name')).toBeVisible();
  await clash.getByRole('button', { name: 'Cancel' }).click();
  await expect(categoryRow(page, 'plants')).toHaveCount(0);
  await expect(categoryRow(page, 'Plants')).toHaveCount(1);

  // A category made inside Add Product is chosen there and then, and the product is saved in it.
  await page.goto('/products');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const form = page.getByRole('dialog', { name: 'Add Product' });
  await form.getByLabel('Name', { exact: true }).fill('Prosciutto di Parma');
  await form.getByLabel('SKU').fill('DELI-PROS');
  await form.getByLabel('Price ($)').fill('28.99');
  await form.getByLabel('Category').selectOption({ label: 'New category…' });
  await form.getByLabel('New category name').fill('Charcuterie');
  await form.getByRole('button', { name: 'Add category' }).click();
  await expect(form.getByLabel('Category').locator('option:checked')).toHaveText('Charcuterie');
  await expect(form.getByLabel('New category name')).toBeHidden();
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Product added')).toBeVisible();
  await expect(form).toBeHidden();

  await openCategories(page);
  await expect(categoryRow(page, 'Charcuterie').getByRole('cell').nth(1)).toHaveText('1');
  await categoryRow(page, 'Cheese & Deli').getByRole('button', { name: 'Rename Cheese & Deli' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename category' });
  await rename.getByLabel('Name', { exact: true }).fill('Cheese Counter');
  await rename.getByRole('button', { name: 'Save name' }).click();
  await expect(categoryRow(page, 'Cheese Counter')).toBeVisible();
  await expect.poll(async () => (await listed(page)).slice(-2)).toEqual(['Cheese Counter', 'Charcuterie']);
  await page.getByRole('button', { name: 'Move Charcuterie up' }).click();
  await expect.poll(async () => (await listed(page)).slice(-2)).toEqual(['Charcuterie', 'Cheese Counter']);
  await page.getByRole('button', { name: 'Move Plants down' }).click();
  await expect
    .poll(async () => ends(await listed(page)))
    .toEqual({
      first: ['Seeds', 'Plants'],
      last: ['Charcuterie', 'Cheese Counter'],
    });

  await page.goto('/pos');
  // The till's replica hears of the changes within its few seconds' beat.
  await expect
    .poll(async () => ends(await texts(tillChips(page))))
    .toEqual({
      first: ['All', 'Seeds'],
      last: ['Charcuterie', 'Cheese Counter'],
    });
  expect((await texts(tillChips(page))).slice(0, 3)).toEqual(['All', 'Seeds', 'Plants']);
  await tillChips(page).filter({ hasText: 'Charcuterie' }).click();
  await expect(page.getByRole('group', { name: 'Products' }).getByRole('button')).toHaveText([/Prosciutto di Parma/]);

  await openCategories(page);
  await page.getByRole('button', { name: 'Deactivate Cheese Counter' }).click();
  await expect(categoryRow(page, 'Cheese Counter').getByText('Inactive')).toBeVisible();
  // The demo's order back, for the specs that share this store.
  await page.getByRole('button', { name: 'Move Plants up' }).click();
  await expect.poll(async () => (await listed(page)).slice(0, 2)).toEqual(['Plants', 'Seeds']);
  await page.goto('/pos');
  await expect(tillChips(page).filter({ hasText: 'Charcuterie' })).toBeVisible();
  await expect(tillChips(page).filter({ hasText: 'Cheese Counter' })).toHaveCount(0);

  // Nor is it offered for a new product.
  await page.goto('/products');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const another = page.getByRole('dialog', { name: 'Add Product' });
  await expect(another.getByLabel('Category').getByRole('option', { name: 'Charcuterie' })).toBeAttached();
  await expect(another.getByLabel('Category').getByRole('option', { name: /Cheese Counter/ })).toHaveCount(0);
});

test('deletes a product never sold, and refuses a sold one with the reason, offering to archive it', async ({
  page,
}) => {
  await signIn(page, 'manager', '/products');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const form = page.getByRole('dialog', { name: 'Add Product' });
  await form.getByLabel('Name', { exact: true }).fill('Mistaken Trowel');
  await form.getByLabel('SKU').fill('TLS-MISTAKE');
  await form.getByLabel('Price ($)').fill('9.99');
  await form.getByLabel('Category').selectOption({ label: 'Tools' });
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(form).toBeHidden();

  await page.getByLabel('Search products').fill('Mistaken');
  await card(page, 'Mistaken Trowel').getByRole('button', { name: 'Edit Mistaken Trowel' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  await edit.getByRole('button', { name: 'Delete product' }).click();
  await expect(edit.getByText('Delete Mistaken Trowel from the catalogue? This cannot be undone.')).toBeVisible();
  await edit.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByText('Product deleted')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(page.getByText('No products found')).toBeVisible();

  const sold = await queryStoreRow<{ name: string }>(
    `select name from products where parent_id is null and is_active = 1
       and exists (select 1 from order_lines where order_lines.product_id = products.id)
     order by name limit 1`,
  );
  await page.getByLabel('Search products').fill(sold.name);
  await card(page, sold.name)
    .getByRole('button', { name: `Edit ${sold.name}` })
    .click();
  await edit.getByRole('button', { name: 'Delete product' }).click();
  await edit.getByRole('button', { name: 'Delete for good' }).click();
  await expect(edit.getByRole('alert')).toContainText(
    `${sold.name} has sales and stock movements on record, so it cannot be deleted. Archive it instead: untick Active and save.`,
  );
  await expect(edit.getByRole('button', { name: 'Archive instead' })).toBeVisible();
  await edit.getByRole('button', { name: 'Keep it' }).click();
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, sold.name)).toBeVisible();
});
