import { expect, test } from './fixtures';
import { chooseCustomer, signIn } from './support';

test('add a customer, sell to them at the till, and see the sale in their purchase history with points earned', async ({
  page,
}) => {
  await signIn(page, 'cashier', '/customers');
  await page.getByRole('button', { name: 'Add Customer' }).click();
  const add = page.getByRole('dialog', { name: 'Add Customer' });
  await add.getByLabel('Name').fill('Nadia Okafor');
  await add.getByLabel('Email').fill('nadia.okafor@example.com');
  await add.getByRole('button', { name: 'Add Customer' }).click();
  const details = page.getByRole('dialog', { name: 'Customer Details' });
  await expect(details.getByText('Purchase history will appear here')).toBeVisible();
  await expect(details.getByText('100 more points until next reward')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/pos');
  await page
    .getByRole('group', { name: 'Products' })
    .getByRole('button', { name: /Acacia Bistro Set/ })
    .click();
  await page.getByRole('button', { name: 'Add customer' }).click();
  await chooseCustomer(page, 'nadia', 'Nadia Okafor');
  await expect(page.getByTestId('sale-customer')).toHaveText('Nadia Okafor');
  const total = Number((await page.getByTestId('cart-total').innerText()).replace(/[$,]/g, ''));
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Complete Sale' }).click();
  await expect(page.getByText('1 items sold successfully.')).toBeVisible();

  await page.goto('/customers');
  await page.getByPlaceholder('Search customers by name, email, or phone...').fill('nadia');
  // The search answers after a pause: a View pressed on the list it replaces is lost with it.
  await expect(page.getByRole('list', { name: 'Customers' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'View Nadia Okafor' }).click();
  const earned = Math.floor(total);
  await expect(details.getByText(`Current Points: ${earned}`)).toBeVisible();
  await expect(
    details.getByText(earned >= 100 ? 'Eligible for rewards' : `${100 - earned} more points until next reward`),
  ).toBeVisible();
  const history = details.getByRole('list', { name: 'Purchase history' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText(`$${total.toFixed(2)}`);
  await history.getByRole('link').click();
  await expect(page).toHaveURL(/\/orders\?sale=/);
});
