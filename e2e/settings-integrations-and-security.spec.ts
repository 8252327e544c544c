import { expect, test } from './fixtures';
import { signIn } from './support';

// Settings › Integrations, Alerts and Security: Connect and Disconnect explained, low-stock alerts turned off, and
// the idle till's auto-lock.
// These tests share the e2e store with the files after them, so each puts back what it changed.

test('integrations explain Connect and Disconnect without changing status; alerts can be turned off', async ({
  page,
}) => {
  await signIn(page, 'admin', '/settings?tab=Integrations');
  for (const group of ['Accounting Software', 'E-commerce Platforms', 'Payment Gateways']) {
    await expect(page.getByRole('region', { name: group })).toBeVisible();
  }
  const quickbooks = page
    .getByRole('region', { name: 'Accounting Software' })
    .locator('[data-slot="card"]')
    .filter({ hasText: 'QuickBooks' });
  await quickbooks.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('Connecting to QuickBooks')).toBeVisible();
  await expect(page.getByText(/redirected to QuickBooks's authorization page/)).toBeVisible();
  const stripe = page
    .getByRole('region', { name: 'Payment Gateways' })
    .locator('[data-slot="card"]')
    .filter({ hasText: 'Stripe' });
  await stripe.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('Disconnecting from Stripe')).toBeVisible();
  await expect(page.getByText('Stripe has been disconnected from your account.')).toBeVisible();
  await expect(stripe.getByText('Connected', { exact: true })).toBeVisible();
  await expect(quickbooks.getByText('Not connected')).toBeVisible();

  await page.getByRole('tab', { name: 'Alerts' }).click();
  await page.getByRole('checkbox', { name: 'Low-stock alerts' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await expect(page.getByText('Low-stock alerts are off (Settings → Alerts).')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('checkbox', { name: 'Low-stock alerts' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('button', { name: /^Notifications, \d+ stock alerts$/ })).toBeVisible();
});

test('security: an idle till locks back to the PIN screen after the set minutes', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'manager', '/settings?tab=security');
  await page.getByLabel('Auto-lock after idle minutes').fill('1');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  // The idle clock runs from when the till has the new setting, which the field's hint shows.
  await expect(page.getByText('In effect now: 1 min.')).toBeVisible();
  await page.clock.fastForward('00:50');
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await page.clock.fastForward('00:15');
  await expect(page.getByRole('radiogroup', { name: 'Staff member' })).toBeVisible();

  await signIn(page, 'manager', '/settings?tab=security');
  await page.getByLabel('Auto-lock after idle minutes').fill('0');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await expect(page.getByText('In effect now: never.')).toBeVisible();
});
