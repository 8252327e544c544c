import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { queryAt } from './database';
import { OwnServer } from './own-server';
import { signIn } from './support';

// The README's first path, as someone trying Tillwise meets it: an empty data folder seeded with the demo store,
// a browser that has never been a till, and nobody having set anything up.
const server = new OwnServer({ fresh: true });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  await server.start();
});
test.afterAll(() => server.dispose());
test.use({ baseURL: server.baseURL, storageState: { cookies: [], origins: [] } });
test.describe.configure({ mode: 'serial' });

const products = (page: Page) => page.getByRole('group', { name: 'Products' });

/** Counts the clicks a person makes from here on. */
function clickCounter() {
  let clicks = 0;
  return {
    click: async (locator: Locator) => {
      clicks += 1;
      await locator.click();
    },
    get count() {
      return clicks;
    },
  };
}

/** The sale's order as the database holds it, and its row on the Orders screen. */
async function expectInOrders(page: Page, number: string, tillName: string) {
  const [order] = await queryAt<{ status: string; till: string; total_cents: number }>(
    server,
    'select o.status, t.name as till, o.total_cents from orders o join tills t on t.id = o.till_id where o.number = ?',
    number,
  );
  expect(order).toMatchObject({ status: 'completed', till: tillName });
  await page.getByRole('link', { name: 'Orders' }).first().click();
  await page.getByLabel('Search orders').fill(number);
  await expect(page.getByRole('table', { name: 'Orders' }).getByRole('row').filter({ hasText: number })).toHaveCount(1);
}

test('a cashier on a fresh browser sells from the first visit, in six clicks at most after signing in', async ({
  page,
}) => {
  await signIn(page, 'cashier', '/');
  const person = clickCounter();
  await person.click(page.getByRole('link', { name: 'Point of Sale' }).first());
  // The spec's screen at once: search, categories, products and the cart.
  await expect(page.getByPlaceholder('Search products or scan barcode...')).toBeVisible();
  await expect(page.getByRole('button', { name: 'All', exact: true })).toBeVisible();
  await expect(page.getByText('No items in cart')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Shift' })).toContainText('This browser is not a till yet');

  await person.click(products(page).getByRole('button', { name: /Hand Trowel/ }));
  await person.click(page.getByRole('button', { name: 'Checkout' }));
  // Only now does the browser need to be a till: the chooser opens in place, the cart intact.
  const chooser = page.getByRole('dialog', { name: 'Which till is this?' });
  await expect(chooser.getByRole('button', { name: 'Add till' })).toBeHidden();
  await person.click(chooser.getByRole('button', { name: /Till 1/ }));
  const payment = page.getByRole('dialog', { name: 'Payment' });
  await expect(payment).toBeVisible();
  await person.click(payment.getByRole('button', { name: 'Complete Sale' }));
  await expect(page.getByText('1 items sold successfully.')).toBeVisible();
  expect(person.count).toBeLessThanOrEqual(6);

  const receipt = await page.getByRole('button', { name: /^Receipt ORD-/ }).innerText();
  await expect(page.getByRole('region', { name: 'Shift' })).toContainText('Till 1');
  await expectInOrders(page, receipt.replace('Receipt ', '').trim(), 'Till 1');
});

test('a manager on a browser with no till chooses one whose shift is closed, opens it in place and sells', async ({
  page,
}) => {
  await signIn(page, 'manager', '/pos');
  await products(page)
    .getByRole('button', { name: /Peace Lily/ })
    .click();
  await products(page)
    .getByRole('button', { name: /Lavender/ })
    .click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  const chooser = page.getByRole('dialog', { name: 'Which till is this?' });
  await expect(chooser.getByRole('button', { name: 'Add till' })).toBeVisible();
  await chooser.getByRole('button', { name: /Till 2/ }).click();
  const opening = page.getByRole('dialog', { name: 'Open shift on Till 2' });
  await opening.getByRole('button', { name: 'Enter a total instead' }).click();
  await opening.getByLabel('Amount in the drawer ($)').fill('150');
  await opening.getByRole('button', { name: 'Open shift' }).click();
  // The sale goes on where it was: the payment dialog, with both lines still in the cart.
  const payment = page.getByRole('dialog', { name: 'Payment' });
  await payment.getByRole('button', { name: 'Complete Sale' }).click();
  await expect(page.getByText('2 items sold successfully.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Shift' }).getByTestId('shift-status')).toContainText(
    'Shift open since',
  );

  const receipt = await page.getByRole('button', { name: /^Receipt ORD-/ }).innerText();
  await expectInOrders(page, receipt.replace('Receipt ', '').trim(), 'Till 2');
});

test('a store with a single till uses it without asking, and the bar can change it', async ({ page }) => {
  await signIn(page, 'admin', '/');
  const created = await page.request.post('/api/stores', {
    data: {
      name: 'Greenleaf Harbour',
      type: 'garden_centre',
      address: '1 Quay Street',
      city: 'Wilmington',
      state: 'NC',
      zip: '28401',
      taxRate: 7,
      taxName: 'Sales Tax',
      timeZone: 'America/New_York',
    },
  });
  expect(created.status()).toBe(201);
  await page.reload();
  await page.getByRole('combobox', { name: 'Store' }).click();
  await page.getByRole('option', { name: 'Greenleaf Harbour' }).click();
  await expect(page.getByText('Now working in Greenleaf Harbour')).toBeVisible();
  await page.getByRole('link', { name: 'Point of Sale' }).first().click();

  const bar = page.getByRole('region', { name: 'Shift' });
  await expect(bar.getByText('Greenleaf Harbour Till 1')).toBeVisible();
  await bar.getByRole('button', { name: 'Change till' }).click();
  const chooser = page.getByRole('dialog', { name: 'Which till is this?' });
  await expect(chooser.getByRole('button', { name: /Greenleaf Harbour Till 1/ })).toBeVisible();
});
