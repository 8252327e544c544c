import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { queryStore } from './database';
import { signIn, tillCanSellOffline } from './support';

const tile = (page: Page, name: RegExp) => page.getByRole('group', { name: 'Products' }).getByRole('button', { name });
const attachDialog = (page: Page) => page.getByRole('dialog', { name: 'Attach a customer' });
const syncButton = (page: Page) => page.getByRole('button', { name: /^Sync:/ });

async function startAddingFromSearch(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add customer' }).click();
  const attach = attachDialog(page);
  await attach.getByPlaceholder('Search customers by name, email, or phone...').fill(name);
  await expect(attach.getByText('No customers found')).toBeVisible();
  await attach.getByRole('button', { name: `Add “${name}” as a new customer` }).click();
  await expect(attach.getByLabel('Name')).toHaveValue(name);
  return attach;
}

async function payCash(page: Page) {
  await page.getByRole('button', { name: 'Checkout' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment' });
  await payment.getByRole('tab', { name: 'Cash' }).click();
  await payment.getByLabel('Amount tendered').fill('200');
  await payment.getByRole('button', { name: 'Complete Sale' }).click();
  await expect(payment).toBeHidden();
}

const storedCustomers = (name: string) =>
  queryStore<{ id: string; phone: string | null; email: string | null }>(
    'select id, phone, email from customers where name = ?',
    name,
  );
const salesTo = (customerId: string) =>
  queryStore<{ status: string }>('select status from orders where customer_id = ?', customerId);

test(
  'a shopper the search does not find is added with a phone number, attached, and on the recorded sale',
  { tag: '@tablet' },
  async ({ page }) => {
    await signIn(page, 'cashier', '/pos');
    await tile(page, /Lavender/).click();

    // Someone the search finds offers the way to add another shopper below them.
    await page.getByRole('button', { name: 'Add customer' }).click();
    const attach = attachDialog(page);
    await attach.getByPlaceholder('Search customers by name, email, or phone...').fill('Emma');
    await expect(attach.getByRole('button', { name: /Emma Thompson/ })).toBeVisible();
    await expect(attach.getByRole('button', { name: 'Add “Emma” as a new customer' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(attach).toBeHidden();

    await startAddingFromSearch(page, 'Priya Raman');
    await attach.getByLabel('Phone (optional)').fill('12');
    await attach.getByRole('button', { name: 'Add to sale' }).click();
    await expect(attach.getByText('Enter a valid phone number')).toBeVisible();
    expect(await storedCustomers('Priya Raman')).toEqual([]);

    await attach.getByLabel('Phone (optional)').fill('+1 555 0142');
    await attach.getByRole('button', { name: 'Add to sale' }).click();
    await expect(attach).toBeHidden();
    await expect(page.getByTestId('sale-customer')).toHaveText('Priya Raman');
    await expect(page.getByText('0 loyalty points')).toBeVisible();

    await payCash(page);
    await expect(page.getByText('1 items sold successfully.')).toBeVisible();
    const [customer, ...others] = await storedCustomers('Priya Raman');
    expect(others).toEqual([]);
    expect(customer).toMatchObject({ phone: '+1 555 0142', email: null });
    expect(await salesTo(customer?.id ?? '')).toEqual([{ status: 'completed' }]);

    await page.goto('/customers');
    await page.getByPlaceholder('Search customers by name, email, or phone...').fill('priya');
    const listed = page.getByRole('list', { name: 'Customers' }).getByRole('listitem');
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText('Priya Raman');
    await expect(listed).toContainText('+1 555 0142');
  },
);

test('offline, a new customer waits in the outbox ahead of their sale and reaches the server once', async ({
  page,
}) => {
  await signIn(page, 'cashier', '/pos');
  await tillCanSellOffline(page);
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await tile(page, /Monstera/).click();

  const attach = await startAddingFromSearch(page, 'Tomasz Wolski');
  await expect(attach.getByText(/The till is offline: the customer is kept on this till/)).toBeVisible();
  await attach.getByLabel('Phone (optional)').fill('(828) 555-0190');
  await attach.getByRole('button', { name: 'Add to sale' }).click();
  await expect(attach).toBeHidden();
  await expect(page.getByTestId('sale-customer')).toHaveText('Tomasz Wolski');

  await payCash(page);
  await expect(page.getByText(/Kept on this till until the server is back/)).toBeVisible();
  await expect(syncButton(page)).toHaveAccessibleName(/1 sale and 1 change waiting to sync/);
  expect(await storedCustomers('Tomasz Wolski')).toEqual([]);

  await page.unroute('**/api/**');
  await expect(syncButton(page)).toHaveAccessibleName(/^Sync: Online$/, { timeout: 30_000 });
  const [customer, ...others] = await storedCustomers('Tomasz Wolski');
  expect(others).toEqual([]);
  expect(customer).toMatchObject({ phone: '(828) 555-0190' });
  expect(await salesTo(customer?.id ?? '')).toEqual([{ status: 'completed' }]);
});
