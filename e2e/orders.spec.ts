import { expect, test } from './fixtures';
import { signIn } from './support';

test('orders: overview, search and filters, details, export and a refund started from an order', async ({ page }) => {
  // Keep what the page hands the browser to download (headless Chromium saves blob downloads empty).
  await page.addInitScript(() => {
    const createObjectURL = URL.createObjectURL.bind(URL);
    const saved = window as unknown as { downloaded?: string };
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      if (blob instanceof Blob) void blob.text().then((text) => (saved.downloaded = text));
      return createObjectURL(blob);
    };
  });
  await signIn(page, 'manager', '/orders');
  await expect(page.getByText('Manage your sales orders.')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Recent Orders' }).or(page.getByText('Recent Orders', { exact: true })),
  ).toBeVisible();
  await expect(page.getByText(/^[+-]\d+ from yesterday$/)).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'View Pending' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'View Processing' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('row')).toHaveCount(21);
  await page.getByRole('button', { name: 'View Pending' }).click();
  await expect(page.getByLabel('Status')).toHaveValue('parked');
  await expect(table.getByText('pending').first()).toBeVisible();
  await page.getByLabel('Status').selectOption('');

  await page.getByLabel('Payment method').selectOption('cash');
  await page.getByLabel('Search orders').fill('grace');
  await expect(table.getByRole('row').nth(1)).toContainText('Grace Kim');
  await page.getByLabel('Search orders').fill('no such order');
  await expect(page.getByText('No orders found')).toBeVisible();
  await page.getByLabel('Search orders').fill('');
  await page.getByLabel('Payment method').selectOption('');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const downloaded = () => page.evaluate(() => (window as unknown as { downloaded?: string }).downloaded ?? '');
  await expect.poll(async () => (await downloaded()).length).toBeGreaterThan(0);
  const csv = await downloaded();
  expect(csv.split('\n')[0]).toContain('Order,Date,Customer,Staff,Items,Subtotal,Discount,Tax,Total,Refunded,Status');
  expect(csv.split('\n').length).toBeGreaterThan(1000);

  // A completed order has payments and can be refunded; the newest order may be a parked one.
  await page.getByLabel('Status').selectOption('completed');
  await expect(table.getByText('pending')).toHaveCount(0);
  await table.getByRole('row').nth(1).click();
  const details = page.getByRole('dialog', { name: /^Order ORD-\d+$/ });
  await expect(details.getByRole('list', { name: 'Order lines' })).toBeVisible();
  await expect(details.getByText(/^Paid by /).first()).toBeVisible();
  await details.getByRole('button', { name: 'Refund' }).click();
  const refund = page.getByRole('dialog', { name: 'Process Refund' });
  await expect(refund.getByRole('button', { name: 'Select All' })).toBeVisible();
  await refund.getByRole('button', { name: 'Cancel' }).click();
  await expect(refund).toBeHidden();
});
