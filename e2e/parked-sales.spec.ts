import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { queryStore } from './database';
import { signIn } from './support';

/**
 * Parked sales carry a name or note (issue 42): Save for Later asks for one (Enter parks, with or without it), and
 * Parked sales shows it on each row and finds a sale by its note, order number or items as the cashier types.
 */
const products = (page: Page) => page.getByRole('group', { name: 'Products' });
const tile = (page: Page, name: RegExp) => products(page).getByRole('button', { name });
const cartLines = (page: Page) => page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
// Other runs on this worker's store park sales too: each run's notes carry a mark of their own.
const mark = () => Math.random().toString(36).slice(2, 7);

async function parkUnder(page: Page, note: string) {
  await page.getByRole('button', { name: 'Save for Later' }).click();
  const ask = page.getByRole('dialog', { name: 'Save for Later' });
  const field = ask.getByLabel('Name or note');
  await expect(field).toBeFocused();
  await field.fill(note);
  await field.press('Enter');
  await expect(ask).toBeHidden();
  await expect(page.getByText('No items in cart')).toBeVisible();
}

test(
  'parks two sales under names, finds one by typing part of its name, and resumes it with its items',
  { tag: '@tablet' },
  async ({ page }) => {
    const run = mark();
    const jacket = `Blue jacket ${run}, back at 3`;
    const scarf = `Green scarf ${run}`;
    await signIn(page, 'cashier', '/pos');
    await tile(page, /Terracotta/).click();
    await tile(page, /Tomato 'Gardener/).click();
    await expect(cartLines(page)).toHaveCount(2);
    await parkUnder(page, `  ${jacket} `);
    await tile(page, /Lavender/).click();
    await expect(cartLines(page)).toHaveCount(1);
    await parkUnder(page, scarf);
    const stored = await queryStore<{ note: string; status: string }>(
      'select note, status from orders where note like ? order by note',
      `%${run}%`,
    );
    expect(stored).toEqual([
      { note: jacket, status: 'parked' },
      { note: scarf, status: 'parked' },
    ]);

    await page.getByRole('button', { name: 'Parked sales' }).click();
    const parked = page.getByRole('dialog', { name: 'Parked sales' });
    const rows = parked.getByRole('listitem');
    await expect(rows.filter({ hasText: jacket })).toHaveCount(1);
    await expect(rows.filter({ hasText: scarf })).toHaveCount(1);
    const search = parked.getByRole('searchbox', { name: 'Search parked sales' });

    await search.fill(`no such sale ${run}`);
    await expect(parked.getByText(`No parked sales match “no such sale ${run}”`)).toBeVisible();
    await expect(rows).toHaveCount(0);

    await search.fill('');
    await search.pressSequentially(`jacket ${run}`);
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(jacket);
    await expect(rows).toContainText('2 items');
    await rows.getByRole('button', { name: 'Resume' }).click();

    await expect(parked).toBeHidden();
    await expect(cartLines(page)).toHaveCount(2);
    await expect(cartLines(page).filter({ hasText: /Terracotta/ })).toHaveCount(1);
    await expect(cartLines(page).filter({ hasText: /Tomato 'Gardener/ })).toHaveCount(1);
    await expect(cartLines(page).filter({ hasText: /Lavender/ })).toHaveCount(0);
  },
);

test('a note over 120 characters is refused in the form, and the sale stays in the cart', async ({ page }) => {
  const run = mark();
  await signIn(page, 'cashier', '/pos');
  await tile(page, /Hand Trowel/).click();
  await expect(cartLines(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Save for Later' }).click();
  const ask = page.getByRole('dialog', { name: 'Save for Later' });
  const field = ask.getByLabel('Name or note');
  await field.fill(`${run} ${'x'.repeat(120)}`);
  await expect(ask.getByText('Keep the name or note to 120 characters')).toBeVisible();
  await field.press('Enter');
  await expect(ask).toBeVisible();
  expect(await queryStore('select id from orders where note like ?', `${run}%`)).toEqual([]);

  // Shortened, it parks.
  await field.fill(`${run} Trowel for Sam`);
  await expect(ask.getByText('Keep the name or note to 120 characters')).toBeHidden();
  await field.press('Enter');
  await expect(ask).toBeHidden();
  await expect(page.getByText('No items in cart')).toBeVisible();
  await expect
    .poll(() => queryStore<{ note: string }>('select note from orders where note like ?', `${run}%`))
    .toEqual([{ note: `${run} Trowel for Sam` }]);
});
