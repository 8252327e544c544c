import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { queryStore, queryStoreRow } from './database';
import { countedKeys, signIn } from './support';

const search = (page: Page) => page.getByPlaceholder('Search products or scan barcode...');
const announcements = (page: Page) => page.getByRole('status', { name: 'Till announcements' });
const cartLines = (page: Page) => page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
const bar = (page: Page) => page.getByRole('region', { name: 'Shift' });
// A person types a key every 60 ms or so: slower than a scanner's burst, so the till takes it as typing.
const typeName = (page: Page, name: string) => page.keyboard.type(name, { delay: 60 });

/**
 * Opens the dialog `name` with `opener` (so the focus starts on that button, not in the search box) and closes it
 * with Escape, then again with its button `closer`: each time the focus is back in the search box.
 */
async function closesToSearch(page: Page, opener: Locator, name: string, closer: string) {
  const dialog = page.getByRole('dialog', { name });
  for (const close of ['Escape', closer]) {
    await opener.click();
    await expect(dialog).toBeVisible();
    if (close === 'Escape') await page.keyboard.press('Escape');
    // The dialog's own button comes before its corner Close.
    else await dialog.getByRole('button', { name: close, exact: true }).first().click();
    await expect(dialog).toBeHidden();
    await expect(search(page)).toBeFocused();
  }
}

async function storedSale(number: string) {
  return queryStore<{ status: string; total: number; method: string; amount: number; tendered: number | null }>(
    `select o.status, o.total_cents as total, p.method, p.amount_cents as amount, p.tendered_cents as tendered
       from orders o join payments p on p.order_id = o.id where o.number = ?`,
    number,
  );
}

test('a card sale from the keyboard: the product’s name, then Enter, Alt+R and Enter', async ({ page }) => {
  await signIn(page, 'cashier', '/pos');
  await expect(search(page)).toBeFocused();
  await typeName(page, 'Trowel');
  const keys = countedKeys(page);
  await keys.press('Enter');
  await expect(cartLines(page)).toHaveCount(1);
  await expect(page.getByText(/No product matches/)).toBeHidden();
  const total = await page.getByTestId('cart-total').innerText();
  await expect(announcements(page)).toHaveText(`Added Stainless Steel Hand Trowel, 1 item, total ${total}`);

  await keys.press('Alt+KeyR');
  const dialog = page.getByRole('dialog', { name: 'Payment' });
  await expect(dialog.getByRole('tab', { name: 'Card' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('button', { name: 'Complete Sale' })).toBeFocused();
  await keys.press('Enter');
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(page.getByText('No items in cart')).toBeVisible();
  await expect(page.getByText('1 items sold successfully.')).toBeVisible();
  await expect(search(page)).toBeFocused();
  await expect(announcements(page)).toHaveText(new RegExp(`^Sale ORD-\\d+ completed: 1 item, total \\${total}\\.$`));
  expect(keys.count).toBe(3);

  const number = (await announcements(page).innerText()).match(/ORD-\d+/)![0];
  expect(await storedSale(number)).toEqual([
    {
      status: 'completed',
      total: Math.round(Number(total.slice(1)) * 100),
      method: 'card',
      amount: expect.any(Number),
      tendered: null,
    },
  ]);
});

test('a cash sale with change from the keyboard: Enter, Alt+C, the cash tendered and Enter', async ({ page }) => {
  await signIn(page, 'cashier', '/pos');
  await expect(search(page)).toBeFocused();
  await typeName(page, 'trowel');
  const keys = countedKeys(page);
  await keys.press('Enter');
  await expect(cartLines(page)).toHaveCount(1);
  const total = await page.getByTestId('cart-total').innerText();
  const totalCents = Math.round(Number(total.slice(1)) * 100);

  await keys.press('Alt+KeyC');
  const dialog = page.getByRole('dialog', { name: 'Payment' });
  await expect(dialog.getByRole('tab', { name: 'Cash' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByLabel('Amount tendered')).toBeFocused();
  await keys.type('20');
  const change = `$${((2000 - totalCents) / 100).toFixed(2)}`;
  await expect(dialog.getByTestId('change-due')).toHaveText(change);
  await keys.press('Enter');
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(page.getByText('No items in cart')).toBeVisible();
  await expect(search(page)).toBeFocused();
  await expect(announcements(page)).toHaveText(
    new RegExp(`^Sale ORD-\\d+ completed: 1 item, total \\${total}, change \\${change}\\.$`),
  );
  expect(keys.count).toBe(5);

  const number = (await announcements(page).innerText()).match(/ORD-\d+/)![0];
  expect(await storedSale(number)).toEqual([
    { status: 'completed', total: totalCents, method: 'cash', amount: totalCents, tendered: 2000 },
  ]);
});

test('arrows highlight a product for Enter; the shortcuts change the sale and every dialog gives the focus back', async ({
  page,
}) => {
  await signIn(page, 'cashier', '/pos');
  const box = search(page);
  await expect(box).toBeFocused();
  await typeName(page, 'pot');
  const tiles = page.getByRole('group', { name: 'Products' }).getByRole('button');
  await expect(tiles.filter({ hasNotText: /pot/i })).toHaveCount(0);
  expect(await tiles.count()).toBeGreaterThan(1);

  // Several match: Enter asks for a choice, the arrows make it.
  await page.keyboard.press('Enter');
  await expect(page.getByText(/products match “pot”: choose one with ↑ ↓, then press Enter/)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const second = tiles.nth(1);
  await expect(second).toHaveAttribute('data-highlighted', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
  const name = (await second.locator('span').first().innerText()).split('\n')[0]!;
  await page.keyboard.press('Enter');
  await expect(cartLines(page)).toHaveCount(1);
  await expect(cartLines(page).first()).toHaveAccessibleName(name);
  await expect(box).toHaveValue('');
  await expect(announcements(page)).toHaveText(new RegExp(`^Added ${name}, 1 item, total \\$`));

  await page.keyboard.press('Alt+ArrowUp');
  await expect(cartLines(page).first().getByLabel('Quantity')).toHaveText('2');
  await expect(announcements(page)).toHaveText(new RegExp(`^${name} quantity 2, 2 items, total \\$`));
  await page.keyboard.press('Alt+ArrowDown');
  await expect(cartLines(page).first().getByLabel('Quantity')).toHaveText('1');

  await page.keyboard.press('Alt+KeyU');
  const attach = page.getByRole('dialog', { name: 'Attach a customer' });
  await expect(attach).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(attach).toBeHidden();
  await expect(box).toBeFocused();

  await page.keyboard.press('Alt+KeyI');
  const discount = page.getByRole('dialog', { name: 'Discount the whole sale' });
  await expect(discount).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(discount).toBeHidden();
  await expect(box).toBeFocused();

  // Checkout, then Cancel: the sale is still there and the focus is back in the search box.
  await page.keyboard.press('Alt+KeyP');
  const payment = page.getByRole('dialog', { name: 'Payment' });
  await payment.getByRole('button', { name: 'Cancel' }).click();
  await expect(payment).toBeHidden();
  await expect(box).toBeFocused();

  await page.keyboard.press('Alt+KeyX');
  await expect(page.getByText('No items in cart')).toBeVisible();
  await expect(announcements(page)).toHaveText(`Removed ${name}, cart empty`);

  // Parking from the keyboard.
  await typeName(page, 'Trowel');
  await page.keyboard.press('Enter');
  await expect(cartLines(page)).toHaveCount(1);
  await page.keyboard.press('Alt+KeyS');
  // The name or note is optional: Enter parks the sale without one.
  await expect(page.getByRole('dialog', { name: 'Save for Later' }).getByLabel('Name or note')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Sale saved for later')).toBeVisible();
  await expect(page.getByText('No items in cart')).toBeVisible();
});

test('? opens the keyboard shortcuts outside a text field, and so does the Keyboard shortcuts button', async ({
  page,
}) => {
  await signIn(page, 'cashier', '/pos');
  const box = search(page);
  await expect(box).toBeFocused();
  // In the search box ? is typed.
  await page.keyboard.type('?', { delay: 60 });
  await expect(box).toHaveValue('?');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await box.fill('');

  await page.keyboard.press('Tab');
  await expect(box).not.toBeFocused();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  for (const does of ['Checkout; in the payment dialog, Complete Sale', 'Pay by card', 'Void (remove) the last line']) {
    await expect(help.getByText(does)).toBeVisible();
  }
  await expect(help.getByRole('definition').filter({ hasText: /^Pay in cash/ })).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await expect(box).toBeFocused();

  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  await expect(help).toBeVisible();
  await help.getByRole('button', { name: 'Close' }).click();
  await expect(help).toBeHidden();
  await expect(box).toBeFocused();
});

test('the dialogs the till screen does not own give the focus back to the search box too: header, shift bar, till', async ({
  page,
}) => {
  await signIn(page, 'cashier', '/pos');
  await expect(search(page)).toBeFocused();
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  await closesToSearch(page, button('Gift card'), 'Sell a gift card', 'Cancel');
  await closesToSearch(page, button('Customer display'), 'Customer display', 'Done');
  await closesToSearch(page, button('Parked sales'), 'Parked sales', 'Close');
  await closesToSearch(page, button('Process Refund'), 'Process Refund', 'Cancel');
  await closesToSearch(page, bar(page).getByRole('button', { name: 'Cash in/out' }), 'Cash in / out', 'Cancel');
  await closesToSearch(page, bar(page).getByRole('button', { name: 'X report' }), 'X report', 'Close');
  await closesToSearch(page, bar(page).getByRole('button', { name: 'Close shift' }), 'Close shift on Till 1', 'Cancel');
  await closesToSearch(page, bar(page).getByRole('button', { name: 'Change till' }), 'Which till is this?', 'Close');
  // No Sale opens the drawer and no dialog: the hands go back to the keys all the same.
  await bar(page).getByRole('button', { name: 'No Sale' }).click();
  await expect(search(page)).toBeFocused();
  await expect(bar(page)).toContainText('Till 1');
  await expect(bar(page)).toContainText('Shift open since');
});

test.describe('on a browser that is not a till yet', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the till set-up dialogs give the focus back to the search box', async ({ page }) => {
    // A till of the store with no shift open, whatever this worker's other tests opened.
    const { name } = await queryStoreRow<{ name: string }>(
      `select t.name from tills t where t.store_id = 'store-1' and t.is_active = 1
          and not exists (select 1 from shifts s where s.till_id = t.id and s.status <> 'closed')
        order by t.name limit 1`,
    );
    await signIn(page, 'cashier', '/pos');
    await expect(search(page)).toBeFocused();
    await closesToSearch(page, bar(page).getByRole('button', { name: 'Choose till' }), 'Which till is this?', 'Close');

    // Open shift asks which till this is, then for its float.
    const opening = page.getByRole('dialog', { name: `Open shift on ${name}` });
    await bar(page).getByRole('button', { name: 'Open shift' }).click();
    await page.getByRole('dialog', { name: 'Which till is this?' }).getByRole('button', { name }).click();
    await expect(opening).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(opening).toBeHidden();
    await expect(search(page)).toBeFocused();
    // Now this browser is that till, and its shift bar opens the shift.
    await expect(bar(page)).toContainText(name);
    await closesToSearch(
      page,
      bar(page).getByRole('button', { name: 'Open shift' }),
      `Open shift on ${name}`,
      'Cancel',
    );
  });
});
