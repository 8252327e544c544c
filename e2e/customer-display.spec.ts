import { expect, test } from './fixtures';
import { signIn } from './support';

// The customer display in a second browser (a tablet facing the customer, not signed in) follows a sale at the
// till over the server: the lines as they are added, the amount due, then thanks with the receipt number.

test('a customer display paired by code follows a sale from the first item to the thank-you', async ({
  page,
  browser,
}) => {
  await signIn(page, 'cashier', '/pos');
  await page.getByRole('button', { name: 'Customer display' }).click();
  const pairing = page.getByRole('dialog', { name: 'Customer display' });
  await expect(pairing.getByTestId('display-code')).toHaveText(/^\s*([A-Z2-9]\s*){6}$/);
  const code = (await pairing.getByTestId('display-code').innerText()).replace(/\s/g, '');
  expect(code).toMatch(/^[A-Z2-9]{6}$/);
  await page.keyboard.press('Escape');

  const tablet = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const display = await tablet.newPage();
  await display.goto('/display');
  await display.getByLabel('Display code').fill(code.toLowerCase());
  await display.getByRole('button', { name: 'Connect' }).click();
  await expect(display.getByRole('heading', { name: 'Welcome' })).toBeVisible();

  const tile = (name: RegExp) => page.getByRole('group', { name: 'Products' }).getByRole('button', { name });
  await tile(/Lavender/).click();
  await tile(/Lavender/).click();
  await expect(display.getByText("Lavender 'Hidcote' 2L")).toBeVisible();
  await expect(display.getByText('2 × $8.99')).toBeVisible();
  const total = await page.getByTestId('cart-total').innerText();
  await expect(display.getByText(total).first()).toBeVisible();

  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(display.getByText('Amount due')).toBeVisible();
  await page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Complete Sale' }).click();
  await expect(display.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  const receipt = await page.getByRole('button', { name: /Receipt ORD-\d+/ }).innerText();
  await expect(display.getByText(`Receipt ${receipt.replace(/^.*Receipt /, '')}`)).toBeVisible();
  await tablet.close();
});
