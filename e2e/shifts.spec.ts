import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { breakIntoDenominations, usdDenominations } from '@tillwise/core/shift/denominations';
import { formatMoney } from '@tillwise/core/money/money';
import { queryStoreRow } from './database';
import { signIn, switchUser } from './support';

const noTill = { storageState: { cookies: [], origins: [] } };
const money = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);
const bar = (page: Page) => page.getByRole('region', { name: 'Shift' });
const tile = (page: Page, name: RegExp) => page.getByRole('group', { name: 'Products' }).getByRole('button', { name });

/** Types a count into the denomination counter, note by note and coin by coin. */
async function countPieces(page: Page, cents: number) {
  const counts = breakIntoDenominations(cents);
  for (const denomination of usdDenominations) {
    const pieces = counts[denomination.key];
    if (!pieces) continue;
    const name = denomination.kind === 'note' ? `${denomination.label} notes` : `${denomination.label} coins`;
    await page.getByLabel(`${name} counted`).fill(String(pieces));
  }
}

/** Rings up one product and takes cash: the next $20 above the total, so there is change. Returns the total. */
async function cashSale(page: Page, product: RegExp) {
  await tile(page, product).click();
  const total = money(await page.getByTestId('cart-total').innerText());
  await page.getByRole('button', { name: 'Checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment' });
  await dialog.getByRole('tab', { name: 'Cash' }).click();
  const tendered = (Math.floor(total / 2000) + 1) * 2000;
  await dialog.getByLabel('Amount tendered').fill((tendered / 100).toFixed(2));
  await expect(dialog.getByTestId('change-due')).toHaveText(formatMoney(tendered - total));
  await dialog.getByRole('button', { name: 'Complete Sale' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No items in cart')).toBeVisible();
  return total;
}

test.describe('a till’s day', () => {
  test.use(noTill);

  test('a new till: $150 float, three cash sales with change, a pay-out, a blind close $2.00 short, its Z report', async ({
    page,
  }) => {
    // A whole day at the till, some 80 steps: its limit catches a hang, not a machine running six browsers.
    test.setTimeout(180_000);
    await page.addInitScript(() => {
      window.print = () => {
        document.body.dataset.printed = document.querySelector('.print-receipt')?.textContent ?? '';
      };
    });
    // A manager makes this browser a new till; a cashier then trades on it.
    await signIn(page, 'manager', '/pos');
    await bar(page).getByRole('button', { name: 'Choose till' }).click();
    const chooser = page.getByRole('dialog', { name: 'Which till is this?' });
    await chooser.getByLabel('New till').fill('Till 3');
    await chooser.getByRole('button', { name: 'Add till' }).click();
    await expect(chooser).toBeHidden();
    await expect(bar(page).getByText('Till 3')).toBeVisible();
    await switchUser(page);
    await signIn(page, 'cashier', '/pos');
    await expect(bar(page).getByTestId('shift-status')).toHaveText('No shift open: open one to sell');
    // Checkout on a till with no shift open asks for the float in place; cancelled, nothing is sold.
    await tile(page, /Lavender/).click();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('dialog', { name: 'Open shift on Till 3' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog', { name: 'Payment' })).toBeHidden();
    await page.getByRole('button', { name: 'Clear Cart' }).click();

    await bar(page).getByRole('button', { name: 'Open shift' }).click();
    const opening = page.getByRole('dialog', { name: 'Open shift on Till 3' });
    await expect(opening.getByText('The last close left $150.00 in it.')).toBeVisible();
    await countPieces(page, 15000);
    await expect(opening.getByTestId('opening-float-total-counted')).toHaveText('$150.00');
    await opening.getByRole('button', { name: 'Open shift' }).click();
    await expect(bar(page).getByTestId('shift-status')).toContainText('Shift open since');

    const totals = [
      await cashSale(page, /Lavender/),
      await cashSale(page, /Hand Trowel/),
      await cashSale(page, /Peace Lily/),
    ];

    await bar(page).getByRole('button', { name: 'Cash in/out' }).click();
    const movement = page.getByRole('dialog', { name: 'Cash in / out' });
    await movement.getByRole('tab', { name: 'Pay Out' }).click();
    await movement.getByLabel('Amount ($)').fill('12.50');
    await movement.getByLabel('Reason').fill('Window cleaner');
    await movement.getByRole('button', { name: 'Record Pay Out' }).click();
    await expect(page.getByText('Pay Out of $12.50 recorded')).toBeVisible();

    // The X report keeps the drawer's cash from the cashier (a blind count).
    await bar(page).getByRole('button', { name: 'X report' }).click();
    const x = page.getByRole('dialog', { name: 'X report' });
    await expect(x.getByText('Hidden until the drawer is counted (blind count).')).toBeVisible();
    await expect(x.getByText('Gross sales, before discounts and tax (3 sales)')).toBeVisible();
    await x.getByRole('button', { name: 'Close' }).first().click();

    const expected = 15000 + totals.reduce((sum, total) => sum + total, 0) - 1250;
    await bar(page).getByRole('button', { name: 'Close shift' }).click();
    const closing = page.getByRole('dialog', { name: 'Close shift on Till 3' });
    await expect(closing.getByText('Expected in drawer')).toBeHidden();
    await countPieces(page, expected - 200);
    await closing.getByRole('button', { name: 'Count drawer' }).click();
    const count = closing.getByRole('definition');
    await expect(closing.getByLabel('Drawer count')).toContainText(`Expected in drawer${formatMoney(expected)}`);
    await expect(closing.getByLabel('Drawer count')).toContainText(`Counted${formatMoney(expected - 200)}`);
    await expect(count.filter({ hasText: 'Short $2.00' })).toBeVisible();
    await closing.getByRole('button', { name: 'Close shift' }).click();
    await expect(closing.getByText('Say why the drawer is over or short')).toBeVisible();
    await closing.getByLabel('Reason for the difference').fill('Gave $2 too much change on a busy hour');
    await closing.getByRole('button', { name: 'Close shift' }).click();

    const done = page.getByRole('dialog', { name: /Shift closed: Z-0001/ });
    const slip = done.getByLabel('Z REPORT Z-0001');
    await expect(slip).toBeVisible();
    // The Z report's figures are the shift's sales as the database holds them.
    const shift = await queryStoreRow<{ id: string; over_short_cents: number }>(
      "select s.* from shifts s join tills t on t.id = s.till_id where t.name = 'Till 3'",
    );
    const sales = await queryStoreRow<{ n: number; gross: number; total: number; tax: number }>(
      'select count(*) n, sum(subtotal_cents) gross, sum(total_cents) total, sum(tax_cents) tax from orders where shift_id = ?',
      shift.id,
    );
    expect(sales.n).toBe(3);
    expect(sales.total).toBe(totals.reduce((sum, total) => sum + total, 0));
    expect(shift.over_short_cents).toBe(-200);
    await expect(slip).toContainText(`Gross sales, before discounts and tax (3 sales)${formatMoney(sales.gross)}`);
    await expect(slip).toContainText(`Tax, less tax refunded${formatMoney(sales.tax)}`);
    await expect(slip).toContainText(`Cash (3 payments)${formatMoney(sales.total)}`);
    await expect(slip).toContainText(`Takings, with tax, less refunds${formatMoney(sales.total)}`);
    await expect(slip).toContainText(`Cash taken for sales${formatMoney(sales.total)}`);
    await expect(slip).toContainText('Pay outs-$12.50');
    await expect(slip).toContainText(`Expected in drawer${formatMoney(expected)}`);
    await expect(slip).toContainText('Over/shortShort $2.00');
    await expect(slip).toContainText('Reason: Gave $2 too much change on a busy hour');
    await expect(slip).toContainText(`All sales with tax since the first Z${formatMoney(sales.total)}`);
    await done.getByRole('button', { name: 'Print Z report' }).click();
    await expect.poll(() => page.evaluate(() => document.body.dataset.printed ?? '')).toContain('Z REPORT Z-0001');
    await done.getByRole('button', { name: 'Done' }).click();
    await expect(bar(page).getByTestId('shift-status')).toHaveText('No shift open: open one to sell');

    // The Z history reprints it; a manager verifies the chain.
    await bar(page).getByRole('link', { name: 'Shifts' }).click();
    await page.getByRole('tab', { name: 'Z reports' }).click();
    const row = page.getByRole('table', { name: 'Z reports' }).getByRole('row').filter({ hasText: 'Till 3' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Short $2.00');
    await row.getByRole('button', { name: 'View' }).click();
    const view = page.getByRole('dialog', { name: 'Z report Z-0001' });
    await page.evaluate(() => delete document.body.dataset.printed);
    await view.getByRole('button', { name: 'Reprint' }).click();
    await expect
      .poll(() => page.evaluate(() => document.body.dataset.printed ?? ''))
      .toContain('Gave $2 too much change');
    await view.getByRole('button', { name: 'Close' }).first().click();

    await switchUser(page);
    await signIn(page, 'manager', '/shifts');
    await page.getByRole('button', { name: 'Verify Z chain' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Z reports check out' })).toContainText('Till 3 (1)');
    await page.getByRole('tab', { name: 'Needs review' }).click();
    const review = page
      .getByRole('table', { name: 'Shifts waiting for review' })
      .getByRole('row')
      .filter({ hasText: 'Till 3' });
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(review).toHaveCount(0);
  });

  test('a cashier on a browser that is not a till chooses one of the store’s tills but cannot add one', async ({
    page,
  }) => {
    await signIn(page, 'cashier', '/pos');
    await expect(bar(page)).toContainText('This browser is not a till yet');
    await bar(page).getByRole('button', { name: 'Choose till' }).click();
    const chooser = page.getByRole('dialog', { name: 'Which till is this?' });
    await expect(chooser.getByRole('button', { name: /Till 2/ })).toBeVisible();
    await expect(chooser.getByRole('button', { name: 'Add till' })).toBeHidden();
    await chooser.getByRole('button', { name: 'Close' }).click();
    await expect(bar(page)).toContainText('This browser is not a till yet');
  });
});

test('a second till keeps its own shift; a cashier’s pay-out above the limit needs a manager’s PIN', async ({
  page,
  browser,
}) => {
  // This browser becomes Till 4 from Settings › Hardware; another browser stays Till 1.
  await signIn(page, 'admin', '/settings?tab=hardware');
  await page.getByLabel('New till').fill('Till 4');
  await page.getByRole('button', { name: 'Add till' }).click();
  const tills = page.getByRole('table', { name: 'Tills' });
  await tills
    .getByRole('row')
    .filter({ has: page.getByRole('textbox', { name: 'Name of Till 4' }) })
    .getByRole('button', { name: 'Use on this browser' })
    .click();
  await expect(page.getByText('This browser is Till 4.')).toBeVisible();
  await page.goto('/pos');
  await bar(page).getByRole('button', { name: 'Open shift' }).click();
  await page.getByRole('button', { name: 'Enter a total instead' }).click();
  await page.getByLabel('Amount in the drawer ($)').fill('50');
  await page.getByRole('dialog', { name: 'Open shift on Till 4' }).getByRole('button', { name: 'Open shift' }).click();
  await expect(bar(page).getByTestId('shift-status')).toContainText('Shift open since');

  const other = await browser.newContext();
  const till1 = await other.newPage();
  await signIn(till1, 'cashier', '/pos');
  await expect(bar(till1).getByText('Till 1')).toBeVisible();
  await cashSale(till1, /Tomato 'Gardener/);
  await bar(till1).getByRole('button', { name: 'Cash in/out' }).click();
  const movement = till1.getByRole('dialog', { name: 'Cash in / out' });
  await movement.getByLabel('Amount ($)').fill('60');
  await movement.getByLabel('Reason').fill('Plant delivery driver');
  await expect(movement.getByText('Manager approval')).toBeVisible();
  await movement.getByLabel('Manager', { exact: true }).selectOption({ label: 'Marcus Reid' });
  await movement.getByLabel('Manager PIN').fill('9999');
  await movement.getByRole('button', { name: 'Record Pay Out' }).click();
  await expect(movement.getByText('Wrong PIN. 4 attempts left.')).toBeVisible();
  await movement.getByLabel('Manager PIN').fill('2222');
  await movement.getByRole('button', { name: 'Record Pay Out' }).click();
  await expect(till1.getByText('Approved by Marcus Reid')).toBeVisible();
  await other.close();

  // Till 4's shift saw none of Till 1's trade.
  await bar(page).getByRole('button', { name: 'X report' }).click();
  const x = page.getByRole('dialog', { name: 'X report' });
  await expect(x.getByLabel('X REPORT')).toContainText('Till 4');
  await expect(x.getByLabel('X REPORT')).toContainText('Gross sales, before discounts and tax (0 sales)$0.00');
  await expect(x.getByLabel('X REPORT')).toContainText('Opening float$50.00');
  await expect(x.getByLabel('X REPORT')).toContainText('Pay outs$0.00');
});

test('Settings › Hardware › Cash drawer: showing the expected cash lifts the blind count for cashiers', async ({
  page,
}) => {
  const setShowExpected = async (on: boolean) => {
    await signIn(page, 'manager', '/settings?tab=hardware');
    const cash = page.getByRole('region', { name: 'Cash drawer' });
    await cash.getByRole('checkbox', { name: 'Show the expected cash before the count' }).setChecked(on);
    await cash.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await switchUser(page);
  };
  await setShowExpected(true);
  await signIn(page, 'cashier', '/pos');
  await bar(page).getByRole('button', { name: 'Close shift' }).click();
  const closing = page.getByRole('dialog', { name: 'Close shift on Till 1' });
  await expect(closing.getByText(/^Expected in drawer: \$[\d,]+\.\d\d$/)).toBeVisible();
  await closing.getByRole('button', { name: 'Cancel' }).click();
  await switchUser(page);
  await setShowExpected(false);
  await signIn(page, 'cashier', '/pos');
  await bar(page).getByRole('button', { name: 'Close shift' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Close shift on Till 1' }).getByRole('button', { name: 'Count drawer' }),
  ).toBeVisible();
  await expect(page.getByText(/Expected in drawer/)).toBeHidden();
});
