import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { holdRequests, signIn } from './support';
import { openPaymentAtTheTill } from './settings.fixtures';

// Settings › General and Payments: the tax rate, the business type, the payment methods the till offers, and the
// customers screen's way into the loyalty settings.
// These tests share the e2e store with the files after them, so each puts back what it changed.

async function setTaxRate(page: Page, rate: string) {
  await page.goto('/settings');
  await page.getByLabel('Default Tax Rate (%)').fill(rate);
  await page.getByRole('button', { name: 'Save Changes' }).click();
}

test('the default tax rate is validated, saved, and becomes the tax of a new product', async ({ page }) => {
  await signIn(page, 'admin', '/settings');
  await expect(page.getByText('Manage your store settings and preferences.')).toBeVisible();
  // The spec's nine tabs, with Promotions (issue 29) after Payments.
  await expect(page.getByRole('tab')).toHaveText([
    'General',
    'Payments',
    'Promotions',
    'Team',
    'Receipts',
    'Hardware',
    'Reports',
    'Alerts',
    'Security',
    'Integrations',
  ]);
  await expect(page.getByLabel('Default Tax Rate (%)')).toHaveValue('8.25');
  await setTaxRate(page, '101');
  await expect(page.getByText('The tax rate is 0 to 100')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Default Tax Rate (%)')).toHaveValue('8.25');

  await setTaxRate(page, '7.5');
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Default Tax Rate (%)')).toHaveValue('7.5');
  // Add Product opened before the store's settings have arrived (a slow line) still ends with the store's rate.
  const release = await holdRequests(page, '**/api/settings/store');
  await page.goto('/products');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const newProductTax = page.getByRole('dialog', { name: 'Add Product' }).getByLabel('Tax (%)');
  await expect(newProductTax).toHaveValue('8.25');
  release();
  await expect(newProductTax).toHaveValue('7.5');
  await page.unroute('**/api/settings/store');

  await setTaxRate(page, '8.25');
  await expect(page.getByText('Settings saved')).toBeVisible();
});

test("Business Type offers the spec's ten and then Other, which is saved", async ({ page }) => {
  await signIn(page, 'admin', '/settings');
  const type = page.getByLabel('Business Type');
  await expect(type.getByRole('option')).toHaveText([
    'Garden Centre',
    'Farm Shop',
    'Pharmacy',
    'Health Food Store',
    'Café',
    'Restaurant',
    'Hardware Store',
    'Mobility Store',
    'Delicatessen',
    'Charity Shop',
    'Other',
  ]);
  await type.selectOption({ label: 'Other' });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Business Type')).toHaveValue('other');

  await page.getByLabel('Business Type').selectOption('garden_centre');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
});

test('unticking Cash takes it off the till; at least one method stays ticked', async ({ page }) => {
  await signIn(page, 'manager', '/settings?tab=Payments');
  const cash = page.getByRole('checkbox', { name: 'Cash' });
  await expect(cash).toBeChecked();
  for (const name of ['Cash', 'Credit Card', 'Gift Cards', 'Loyalty Points']) {
    await page.getByRole('checkbox', { name }).click();
  }
  await expect(page.getByText('Keep at least one payment method')).toBeVisible();
  for (const name of ['Credit Card', 'Gift Cards', 'Loyalty Points']) {
    await page.getByRole('checkbox', { name }).click();
  }
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Payment settings saved')).toBeVisible();

  const payment = await openPaymentAtTheTill(page);
  await expect(payment.getByRole('tab')).toHaveText(['Card', 'Voucher', 'Loyalty']);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Clear Cart' }).click();

  await page.goto('/settings?tab=Payments');
  await page.getByRole('checkbox', { name: 'Cash' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Payment settings saved')).toBeVisible();
});

test('the layaway deposit and fee are checked as typed, saved and read back', async ({ page }) => {
  await signIn(page, 'manager', '/settings?tab=Payments');
  const deposit = page.getByLabel('Layaway deposit (%)');
  await expect(deposit).toHaveValue('20');
  await deposit.fill('101');
  await expect(page.getByText('The deposit cannot be above 100 %')).toBeVisible();
  await deposit.fill('25');
  await page.getByLabel('Cancellation fee (%)').fill('5');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Payment settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Layaway deposit (%)')).toHaveValue('25');
  await expect(page.getByLabel('Cancellation fee (%)')).toHaveValue('5');

  await page.getByLabel('Layaway deposit (%)').fill('20');
  await page.getByLabel('Cancellation fee (%)').fill('10');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Payment settings saved')).toBeVisible();
});

test("the customers screen's loyalty buttons open the loyalty settings and the loyalty report", async ({ page }) => {
  await signIn(page, 'manager', '/customers');
  await page.getByRole('link', { name: 'Manage Loyalty Program' }).click();
  await expect(page.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('checkbox', { name: 'Loyalty Points' })).toBeVisible();
  await page.goto('/customers');
  await page.getByRole('link', { name: 'View Analytics' }).click();
  await expect(page.getByRole('tab', { name: 'Finance' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Loyalty Program', { exact: true })).toBeVisible();
});
