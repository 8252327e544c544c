import { expect, test } from './fixtures';
import { queryStoreRow } from './database';
import { signIn, signInOnScreen } from './support';

test('the app opens on the sign-in screen with the demo PINs, and admin 1111 opens the Dashboard', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Demo store PINs')).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(4);

  await signIn(page, 'admin');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Welcome back to your retail management system.')).toBeVisible();
  // The card's own figure, as the store holds it (the demo's 12, and more once other tests have added some); the
  // sales chart beside it may show a 12 of its own as an axis label.
  const products = await queryStoreRow<{ n: number }>('select count(*) as n from products where is_active = 1');
  const totalProducts = page.getByText('Total Products', { exact: true }).locator('xpath=../..');
  await expect(totalProducts.getByText(String(products.n), { exact: true })).toBeVisible();
});

test('a wrong PIN shows the reason and keeps the sign-in screen; the keyboard works too', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('radio')
    .filter({ hasText: /manager/i })
    .click();
  await page.keyboard.type('9999');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Wrong PIN. 4 attempts left.')).toBeVisible();
  await page.keyboard.type('2222');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('the user menu shows the signed-in user; Logout and Switch User return to the sign-in screen', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.getByRole('button', { name: 'User menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('@greenleafgarden.com')).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Settings', 'Logout']);
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const afterLogout = await page.request.get('/api/products');
  expect(afterLogout.status()).toBe(401);

  await signIn(page, 'cashier');
  await page.getByRole('button', { name: 'Switch User' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test("after Switch User on a manager's Settings, a cashier lands on the till, not on a screen they may not open", async ({
  page,
}) => {
  await signIn(page, 'manager', '/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Switch User' }).click();
  await signInOnScreen(page, 'cashier');
  await expect(page).toHaveURL(/\/pos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Point of Sale' })).toBeVisible();
  await expect(page.getByText("You don't have access to this screen")).toHaveCount(0);
  // Asked for by its address afterwards, the screen still says it is not theirs.
  await page.goto('/settings');
  await expect(page.getByText("You don't have access to this screen")).toBeVisible();
});

test('a reload keeps the session and the address', async ({ page }) => {
  await signIn(page, 'admin', '/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
});
