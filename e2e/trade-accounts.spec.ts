import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { queryStoreRow } from './database';
import { chooseCustomer, signIn } from './support';

// Trade accounts (issue 45): a manager opens James Carter's account, he buys on account twice at the till, the
// third sale would pass his limit and is refused, he pays part by cheque, and his statement shows it all.
const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
const owed = async () =>
  Number(
    (
      await queryStoreRow<{ cents: number }>(
        "select account_balance_cents as cents from customers where id = 'cust-james'",
      )
    ).cents,
  );

async function openJames(page: Page) {
  await page.goto('/customers');
  await page.getByPlaceholder('Search customers by name, email, or phone...').fill('james');
  // The search answers after a pause: a View pressed on the list it replaces is lost with it (seen in CI).
  await expect(page.getByRole('list', { name: 'Customers' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'View James Carter' }).click();
  return page.getByRole('dialog', { name: 'Customer Details' }).getByRole('region', { name: 'Trade account' });
}

async function sellOnAccount(page: Page, product: RegExp) {
  await page.goto('/pos');
  await page.getByRole('group', { name: 'Products' }).getByRole('button', { name: product }).click();
  await page.getByRole('button', { name: 'Add customer' }).click();
  await chooseCustomer(page, 'james', 'James Carter');
  await page.getByRole('button', { name: 'Checkout' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment' });
  await payment.getByRole('tab', { name: 'On account' }).click();
  return payment;
}

test('a trade customer buys on account twice, is refused past the limit, pays part, and the statement shows it', async ({
  page,
}) => {
  await signIn(page, 'manager');
  let account = await openJames(page);
  await account.getByRole('button', { name: 'Open trade account' }).click();
  await account.getByLabel('Credit limit').fill('400.00');
  await account.getByLabel('Payment terms (days)').fill('30');
  await account.getByRole('button', { name: 'Save' }).click();
  await expect(account.getByText('Terms: 30 days')).toBeVisible();

  for (const product of [/Acacia Bistro Set/, /Lavender/]) {
    const payment = await sellOnAccount(page, product);
    await expect(payment.getByText(/^Available on account: \$/)).toBeVisible();
    await payment.getByRole('button', { name: 'Complete Sale' }).click();
    await expect(page.getByText(/items? sold successfully\./)).toBeVisible();
  }
  const afterTwo = await owed();
  expect(afterTwo).toBeGreaterThan(0);

  // Three bistro sets come to more than what is left of $400.00: the server says how much is left.
  const payment = await sellOnAccount(page, /Acacia Bistro Set/);
  await page.keyboard.press('Escape');
  await expect(payment).toBeHidden();
  const tile = page.getByRole('group', { name: 'Products' }).getByRole('button', { name: /Acacia Bistro Set/ });
  await tile.click();
  await tile.click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await payment.getByRole('tab', { name: 'On account' }).click();
  const total = Number((await page.getByTestId('cart-total').innerText()).replace(/[$,]/g, ''));
  await payment.getByLabel('Amount to pay').fill(total.toFixed(2));
  await payment.getByRole('button', { name: 'Complete Sale' }).click();
  await expect(
    payment.getByText(`James Carter has only ${money(40_000 - afterTwo)} of credit left on account`),
  ).toBeVisible();
  expect(await owed()).toBe(afterTwo);
  await page.keyboard.press('Escape');

  account = await openJames(page);
  await expect(account.getByText(money(afterTwo)).first()).toBeVisible();
  await account.getByRole('button', { name: 'Record payment' }).click();
  const form = account.getByRole('form', { name: 'Record payment' });
  await form.getByLabel('Amount').fill('50.00');
  await form.getByLabel('Method').selectOption({ label: 'Cheque' });
  await form.getByLabel('Reference').fill('CHQ 004512');
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(form).toBeHidden();
  await expect.poll(owed).toBe(afterTwo - 5_000);

  const statement = account.getByRole('table', { name: 'Account statement' });
  await expect(statement.getByRole('row').filter({ hasText: 'Invoice' })).toHaveCount(2);
  await expect(statement.getByRole('row').filter({ hasText: 'Cheque · CHQ 004512' })).toContainText('−$50.00');
  await expect(statement.getByRole('row').filter({ hasText: 'Closing balance' })).toContainText(
    money(afterTwo - 5_000),
  );
  await expect(account.getByLabel('Ageing')).toContainText(`Current${money(afterTwo - 5_000)}`);

  // The Trade accounts list shows what is recorded, by status; a row opens his account.
  await page.goto('/customers');
  await page.getByRole('link', { name: 'Trade accounts' }).click();
  await page.getByRole('searchbox', { name: 'Search trade accounts' }).fill('james');
  const list = page.getByRole('table', { name: 'Trade accounts' });
  const row = list.getByRole('row').filter({ hasText: 'James Carter' });
  await expect(row).toContainText(money(afterTwo - 5_000));
  await expect(row).toContainText('Owing');
  await page.getByLabel('Status').selectOption({ label: 'Overdue' });
  await expect(page.getByText('No trade accounts found')).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Owing' });
  await row.getByRole('button', { name: 'James Carter' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Customer Details' }).getByRole('region', { name: 'Trade account' }),
  ).toBeVisible();
});
