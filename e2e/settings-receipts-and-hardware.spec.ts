import { expect, test } from './fixtures';
import { signIn } from './support';
import { openPaymentAtTheTill } from './settings.fixtures';

const onePixelPng = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d4f6a80000000049454e44ae426082',
  'hex',
);

// Settings › Receipts and Hardware: the receipt's live preview, save and print, and the cash drawer note and
// scanner test.
// These tests share the e2e store with the files after them, so each puts back what it changed.

test('receipt settings: live preview, fields off with their toggles, the save alert, and the printed receipt', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.print = () => {
      document.body.dataset.printed = document.querySelector('.print-receipt')?.textContent ?? '';
    };
  });
  await signIn(page, 'manager', '/settings?tab=Receipts');
  const preview = page.getByTestId('receipt-preview');
  await expect(preview).toContainText('(828) 555-0100');
  await expect(page.getByText('Recommended size: 300x100px, max 500KB')).toBeVisible();
  await page.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: onePixelPng });
  await expect(page.getByRole('img', { name: 'Receipt logo' })).toHaveAttribute('src', /^data:image\/png;base64,/);
  await page.getByRole('button', { name: 'Remove logo' }).click();
  await expect(page.getByRole('img', { name: 'Receipt logo' })).toHaveCount(0);
  await page.getByLabel('Header Message').fill('Spring sale all week');
  await expect(preview).toContainText('Spring sale all week');
  await page.getByRole('checkbox', { name: 'Show phone' }).click();
  await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toBeDisabled();
  await expect(preview).not.toContainText('(828) 555-0100');
  // The preview prints as it stands, before it is saved.
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await expect.poll(() => page.evaluate(() => document.body.dataset.printed ?? '')).toContain('Spring sale all week');
  expect(await page.evaluate(() => document.body.dataset.printed ?? '')).not.toContain('(828) 555-0100');
  await page.evaluate(() => delete document.body.dataset.printed);

  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  // Accept the alert inside the handler: once no handler is left, Playwright dismisses dialogs on its own.
  let alerted = '';
  page.once('dialog', (dialog) => {
    alerted = dialog.message();
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Save Receipt Settings' }).click();
  await expect.poll(() => alerted).toBe('Receipt settings saved successfully!');
  expect(logged.some((line) => line.includes('Receipt settings saved'))).toBe(true);

  await page.goto('/orders');
  await page.getByLabel('Status').selectOption('completed');
  await page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1).click();
  await page.getByRole('button', { name: 'Reprint receipt' }).click();
  await expect.poll(() => page.evaluate(() => document.body.dataset.printed ?? '')).toContain('Spring sale all week');
  expect(await page.evaluate(() => document.body.dataset.printed ?? '')).not.toContain('(828) 555-0100');
});

test('hardware: the cash drawer note shows on the till and the scanner test reads a code', async ({ page }) => {
  await signIn(page, 'manager', '/settings?tab=Hardware');
  const hardware = page.getByRole('region', { name: 'Hardware' });
  await page.getByLabel('Cash drawer note').fill('Drawer key is in the office safe');
  await hardware.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.getByLabel('Barcode scanner test').pressSequentially('5012345678955');
  await page.getByLabel('Barcode scanner test').press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Read “5012345678955” (13 characters' })).toBeVisible();

  const payment = await openPaymentAtTheTill(page);
  await payment.getByRole('tab', { name: 'Cash' }).click();
  await expect(payment.getByTestId('cash-drawer-note')).toHaveText('Cash drawer: Drawer key is in the office safe');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Clear Cart' }).click();

  await page.goto('/settings?tab=Hardware');
  await page.getByLabel('Cash drawer note').fill('');
  await hardware.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
});
