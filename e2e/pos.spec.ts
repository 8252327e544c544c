import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { queryStore, queryStoreRow } from './database';
import { holdRequests, signIn, switchUser } from './support';

const products = (page: Page) => page.getByRole('group', { name: 'Products' });
const tile = (page: Page, name: RegExp) => products(page).getByRole('button', { name });
const storedStock = async (sku: string) =>
  Number(
    (
      await queryStoreRow<{ quantity: number }>(
        `select quantity from store_stock join products on products.id = store_stock.product_id
         where products.sku = ? and store_stock.store_id = 'store-1'`,
        sku,
      )
    ).quantity,
  );
const stockOf = async (page: Page, name: RegExp) =>
  Number((await tile(page, name).innerText()).match(/(-?\d+) in stock/)?.[1]);

test(
  'rings up two products by click and one by scanned barcode, takes cash with change',
  { tag: '@tablet' },
  async ({ page }) => {
    await signIn(page, 'cashier', '/pos');
    await expect(page.getByText('No items in cart')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    const lavenderStock = await stockOf(page, /Lavender/);
    const trowelStock = await stockOf(page, /Hand Trowel/);

    await tile(page, /Lavender/).click();
    await tile(page, /Lavender/).click();
    await tile(page, /Monstera/).click();
    const search = page.getByPlaceholder('Search products or scan barcode...');
    await search.fill('5012345678955'); // the trowel's barcode, typed by the scanner with Enter
    await search.press('Enter');
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    const cart = page.getByRole('list', { name: 'Cart items' });
    await expect(cart.getByRole('listitem')).toHaveCount(3);
    await expect(cart.getByRole('listitem', { name: /Lavender/ }).getByLabel('Quantity')).toHaveText('2');

    await search.fill('0000000000000');
    await search.press('Enter');
    await expect(page.getByText('No product matches “0000000000000”')).toBeVisible();
    await search.fill('');

    await page.reload();
    await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(3);

    const total = await page.getByTestId('cart-total').innerText();
    await page.getByRole('button', { name: 'Checkout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment' });
    await expect(dialog.getByRole('tab', { name: 'Card' })).toHaveAttribute('aria-selected', 'true');
    await dialog.getByRole('tab', { name: 'Cash' }).click();
    await dialog.getByLabel('Amount tendered').fill('1');
    await expect(dialog.getByText(/^Cash tendered \$1\.00 is less than/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Complete Sale' })).toBeDisabled();
    await dialog.getByLabel('Amount tendered').fill('100');
    const due = Number(total.replace(/[$,]/g, ''));
    await expect(dialog.getByTestId('change-due')).toHaveText(`$${(100 - due).toFixed(2)}`);
    await dialog.getByRole('button', { name: 'Complete Sale' }).click();
    await expect(dialog.getByRole('button', { name: 'Processing' })).toBeVisible();

    await expect(page.getByText('Sale completed')).toBeVisible();
    await expect(page.getByText('4 items sold successfully.')).toBeVisible();
    // The toast opens below the header: the Sync button and the user menu stay within reach while it shows.
    // Polled: the toast slides in from above, and settles below the header.
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((h) => h.getBoundingClientRect().bottom);
    await expect
      .poll(async () => (await page.locator('[data-sonner-toast]').first().boundingBox())?.y ?? 0)
      .toBeGreaterThanOrEqual(headerBottom);
    await page.getByRole('button', { name: /^Sync:/ }).click({ trial: true, timeout: 5_000 });
    await expect(dialog).toBeHidden();
    await expect(page.getByText('No items in cart')).toBeVisible();
    await expect.poll(() => stockOf(page, /Lavender/)).toBe(lavenderStock - 2);
    await expect.poll(() => stockOf(page, /Hand Trowel/)).toBe(trowelStock - 1);
  },
);

test('parks a sale, resumes it, completes it, then refunds one line of it', { tag: '@tablet' }, async ({ page }) => {
  await signIn(page, 'manager', '/pos');
  await tile(page, /Terracotta/).click();
  await tile(page, /Tomato 'Gardener/).click();
  await tile(page, /Tomato 'Gardener/).click();
  await page.getByRole('button', { name: 'Save for Later' }).click();
  // The name or note is optional: Enter parks the sale without one.
  await expect(page.getByRole('dialog', { name: 'Save for Later' }).getByLabel('Name or note')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Sale saved for later')).toBeVisible();
  await expect(page.getByText('No items in cart')).toBeVisible();

  await page.getByRole('button', { name: 'Parked sales' }).click();
  const parked = page.getByRole('dialog', { name: 'Parked sales' });
  const row = parked.getByRole('listitem').filter({ hasText: '3 items' }).first();
  const number = (await row.innerText()).match(/ORD-\d+/)?.[0] ?? '';
  expect(number).toMatch(/^ORD-\d+$/);
  await row.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Complete Sale' }).click();
  await expect(page.getByText('3 items sold successfully.')).toBeVisible();
  // The till's own catalogue hears of the sale from the server a moment later: wait until it shows what is stored.
  const terracottaStock = await storedStock('POT-001');
  await expect.poll(() => stockOf(page, /Terracotta/)).toBe(terracottaStock);

  await page.getByRole('button', { name: 'Process Refund' }).click();
  const refund = page.getByRole('dialog', { name: 'Process Refund' });
  await refund.getByLabel('Receipt number').fill('zzz-no-such');
  await expect(refund.getByText('No orders found')).toBeVisible();
  await expect(refund.getByText('Try a different search term')).toBeVisible();
  await refund.getByLabel('Receipt number').fill(number);
  await refund
    .getByRole('list', { name: 'Orders found' })
    .getByRole('button', { name: new RegExp(number) })
    .click();

  const processButton = refund.getByRole('button', { name: 'Process Refund' });
  await expect(processButton).toBeDisabled();
  await refund.getByRole('checkbox', { name: /Refund Terracotta/ }).click();
  // The items at price × quantity, and what the customer gets back: the same figure the refund records below.
  await expect(refund.getByTestId('refund-items')).toHaveText('$16.99');
  await expect(refund.getByTestId('refund-total')).toHaveText('$20.39');
  await refund.getByLabel('Reason for refund').fill('Cracked in the car park');
  await processButton.click();
  await expect(refund.getByRole('button', { name: 'Processing' })).toBeVisible();
  await expect(refund.getByText('Refund Successful')).toBeVisible();
  await expect(refund.getByText(`A refund of $20.39 has been processed for order ${number}.`)).toBeVisible();
  await refund.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText('Refund processed')).toBeVisible();
  await expect(refund).toBeHidden();
  await expect.poll(() => stockOf(page, /Terracotta/)).toBe(terracottaStock + 1);
});

test('a cashier discounts beyond their cap with a manager’s PIN; a manager discounts the whole sale', async ({
  page,
}) => {
  await signIn(page, 'cashier', '/pos');
  await tile(page, /Peace Lily/).click();
  await page.getByRole('button', { name: 'Discount', exact: true }).click();
  const asked = page.getByRole('dialog', { name: 'Discount the whole sale' });
  await asked.getByLabel('Percent off').fill('25');
  await asked.getByRole('button', { name: 'Ask a manager' }).click();
  const approval = page.getByRole('dialog', { name: 'Manager approval' });
  await approval.getByLabel('Manager', { exact: true }).selectOption({ label: 'Marcus Reid' });
  await approval.getByLabel('Manager PIN').fill('9999');
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(approval.getByText('Wrong PIN. 4 attempts left.')).toBeVisible();
  await approval.getByLabel('Manager PIN').fill('2222');
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(approval).toBeHidden();
  // $19.99 less 25 % ($5.00) = $14.99, plus 20 % tax ($3.00) = $17.99
  await expect(page.getByTestId('cart-total')).toHaveText('$17.99');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Complete Sale' }).click();
  await expect(page.getByText('1 items sold successfully.')).toBeVisible();
  // The log says who asked, who approved and what: the cashier's sale, discounted with the manager's PIN.
  const [entry] = await queryStore<{ asked: string; approver: string; summary: string; total: number }>(
    `select u.name as asked, a.name as approver, l.summary, o.total_cents as total
       from audit_log l join users u on u.id = l.user_id join users a on a.id = l.approved_by
       join orders o on o.id = l.subject_id
      where l.action = 'sale.discounted' order by l.occurred_at desc limit 1`,
  );
  expect(entry).toMatchObject({ asked: 'Priya Shah', approver: 'Marcus Reid', total: 1799 });
  expect(entry?.summary).toMatch(/^ORD-\d+ · \$5\.00 off/);
  await switchUser(page);

  await signIn(page, 'manager', '/pos');
  await expect(page.getByText('No items in cart')).toBeVisible();
  await tile(page, /Peace Lily/).click();
  await page.getByRole('button', { name: 'Discount', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Discount the whole sale' });
  await dialog.getByLabel('Percent off').fill('150');
  await expect(dialog.getByText('A discount cannot exceed 100 %')).toBeVisible();
  await dialog.getByLabel('Percent off').fill('10');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  // $19.99 less 10 % ($2.00) = $17.99, plus 20 % tax ($3.60) = $21.59
  await expect(page.getByTestId('cart-total')).toHaveText('$21.59');
});

test('Checkout stays where it is when the coupon entry arrives after the first item', async ({ page }) => {
  // A slow line: the coupon entry's code is held back until the cart has its first item.
  const release = await holdRequests(page, '**/assets/cart-promotions-*.js');
  await signIn(page, 'cashier', '/pos');
  await tile(page, /Wildflower/).click();
  const checkout = page.getByRole('button', { name: 'Checkout' });
  await expect(checkout).toBeEnabled();
  const before = await checkout.boundingBox();
  release();
  await expect(page.getByPlaceholder('Coupon code')).toBeVisible();
  expect(await checkout.boundingBox()).toEqual(before);
});

test('prints an 80 mm receipt from the receipt settings, with the order barcode', async ({ page }) => {
  // Headless Chromium has no print dialog: record what the print area holds when printing starts.
  await page.addInitScript(() => {
    window.print = () => {
      const area = document.querySelector('.print-receipt');
      document.body.dataset.printed = area?.textContent ?? '';
      document.body.dataset.barcode = String(area?.querySelectorAll('svg rect').length ?? 0);
    };
  });
  await signIn(page, 'cashier', '/pos');
  await tile(page, /Wildflower/).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Complete Sale' }).click();
  await expect(page.getByText('1 items sold successfully.')).toBeVisible();
  const reprint = page.getByRole('button', { name: /Receipt ORD-\d+/ });
  const number = ((await reprint.innerText()).match(/ORD-\d+/) ?? [''])[0];
  await reprint.click();
  await expect.poll(() => page.evaluate(() => document.body.dataset.printed ?? '')).toContain(number);
  const printed = await page.evaluate(() => document.body.dataset.printed ?? '');
  for (const text of [
    'Greenleaf Garden Centre',
    '(828) 555-0100',
    'Thank you for your business!',
    'Returns accepted within 30 days with receipt.',
    'Wildflower Meadow Seed Mix 500g',
    'Card',
  ]) {
    expect(printed).toContain(text);
  }
  expect(Number(await page.evaluate(() => document.body.dataset.barcode))).toBeGreaterThan(10);
});

test('Clear Cart can be undone: the cart comes back whole, and only a clear left alone is logged as a void', async ({
  page,
}) => {
  await signIn(page, 'cashier', '/pos');
  const voids = async () => Number((await queryStoreRow<{ n: number }>('select count(*) as n from voids')).n);
  const before = await voids();
  await tile(page, /Lavender/).click();
  await tile(page, /Lavender/).click();
  await tile(page, /Monstera/).click();
  const total = await page.getByTestId('cart-total').innerText();
  const cartLines = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await expect(cartLines).toHaveCount(2);

  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page.getByText('No items in cart')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(cartLines).toHaveCount(2);
  await expect(page.getByTestId('cart-total')).toHaveText(total);

  // Cleared again and left: once it can no longer come back it is logged, once; the undone clear never was.
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page.getByText('No items in cart')).toBeVisible();
  await tile(page, /Monstera/).click();
  await expect.poll(voids).toBe(before + 1);
  const logged = await queryStoreRow<{ item_count: number }>('select * from voids order by created_at desc limit 1');
  expect(logged.item_count).toBe(3);
  await expect(cartLines).toHaveCount(1);
});

test('a line taken off the sale can be put back as it was, in its place', { tag: '@tablet' }, async ({ page }) => {
  await signIn(page, 'cashier', '/pos');
  await tile(page, /Lavender/).click();
  await tile(page, /Lavender/).click();
  await tile(page, /Monstera/).click();
  await tile(page, /Hand Trowel/).click();
  const cartLines = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await expect(cartLines).toHaveCount(3);
  const total = await page.getByTestId('cart-total').innerText();

  await page.getByRole('button', { name: "Delete Lavender 'Hidcote' 2L" }).click();
  await expect(cartLines).toHaveCount(2);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(cartLines).toHaveCount(3);
  await expect(cartLines.first()).toHaveAccessibleName(/Lavender/);
  await expect(cartLines.first().getByLabel('Quantity')).toHaveText('2');
  await expect(page.getByTestId('cart-total')).toHaveText(total);
});

test('after a sale by search and Enter the whole catalogue is back in the same frame, for the next tap', async ({
  page,
}) => {
  await signIn(page, 'cashier', '/pos');
  await expect(tile(page, /Monstera/)).toBeVisible();
  const search = page.getByPlaceholder('Search products or scan barcode...');
  await search.fill('lavender');
  await expect(products(page).getByRole('button')).toHaveCount(1);
  await search.press('Enter');
  const lavenderLine = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem', { name: /Lavender/ });
  // Read in the page, in the frame the sale's line first shows: the tiles there are what a tap then lands on.
  const tilesWhenAdded = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const read = () => {
          const added = document.querySelector('[aria-label="Cart items"] li');
          if (!added) return requestAnimationFrame(read);
          const group = document.querySelector('[role="group"][aria-label="Products"]');
          resolve(
            Array.from(group?.querySelectorAll('button') ?? []).map((button) => button.title || button.innerText),
          );
        };
        read();
      }),
  );
  await expect(lavenderLine).toBeVisible();
  expect(tilesWhenAdded.some((text) => text.includes('Monstera'))).toBe(true);
  await tile(page, /Monstera/).click();
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(2);
});
