import { verifyWebhookSignature } from '@tillwise/core/webhook/webhook-signature';
import { startReceiver } from '../server/src/test/webhook-receiver';
import type { Receiver } from '../server/src/test/webhook-receiver';
import { expect, ownServerForTheseTests, test, tillOneStorage } from './fixtures';
import { signIn } from './support';

// API keys and webhooks (issue 46): an admin makes a key and a webhook in Settings › Integrations; the key reads the
// API; a sale at the till reaches the webhook's receiver (a server in this test process), signed, with its total.

const server = ownServerForTheseTests();
test.use({ baseURL: server.baseURL, storageState: tillOneStorage(server.baseURL) });
test.describe.configure({ mode: 'serial' });

let receiver: Receiver;
let signingSecret = '';
test.beforeAll(async () => {
  receiver = await startReceiver();
});
test.afterAll(() => receiver.close());

test('an admin makes an API key, which reads sales and may not write', async ({ page, request }) => {
  await signIn(page, 'admin', '/settings?tab=integrations');
  await page.getByRole('button', { name: 'New API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'New API key' });
  await dialog.getByLabel('Name').fill('Web shop');
  await dialog.getByLabel('Read sales').check();
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const made = page.getByRole('dialog', { name: 'Web shop is ready' });
  const secret = await made.getByLabel('API key').inputValue();
  expect(secret).toMatch(/^tw_/);
  await made.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('row', { name: /Web shop/ })).toContainText('Live');

  const headers = { authorization: `Bearer ${secret}` };
  expect((await request.get('/api/sales?page=1&pageSize=1', { headers })).status()).toBe(200);
  expect((await request.get('/api/customers', { headers })).status()).toBe(403);
});

test('an admin adds a webhook in Settings', async ({ page }) => {
  await signIn(page, 'admin', '/settings?tab=integrations');
  await page.getByRole('button', { name: 'Add webhook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add webhook' });
  await dialog.getByLabel('Address (URL)').fill(receiver.url);
  await dialog.getByLabel('Description').fill('Web shop stock');
  await expect(dialog.getByLabel(/^sale\.completed/)).toBeChecked();
  await dialog.getByRole('button', { name: 'Add webhook' }).click();
  const added = page.getByRole('dialog', { name: 'Webhook added' });
  signingSecret = await added.getByLabel('Signing secret').inputValue();
  expect(signingSecret).toMatch(/^whsec_/);
  await added.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('row', { name: new RegExp(receiver.url) })).toContainText('Active');
});

test('a sale at the till reaches the receiver, signed, with the total the till showed', async ({ page }) => {
  await signIn(page, 'cashier', '/pos');
  await page
    .getByRole('group', { name: 'Products' })
    .getByRole('button', { name: /Acacia Bistro Set/ })
    .click();
  const total = await page.getByTestId('cart-total').innerText();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Complete Sale' }).click();
  await expect(page.getByText('1 items sold successfully.')).toBeVisible();

  const delivered = await receiver.next('sale.completed');
  const signature = String(delivered.headers['tillwise-signature']);
  expect(verifyWebhookSignature(signingSecret, signature, delivered.body, Math.floor(Date.now() / 1000))).toBe(true);
  const sale = delivered.event.data as { number: string; totalCents: number; lines: { name: string }[] };
  expect(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(sale.totalCents / 100)).toBe(
    total,
  );
  expect(sale.lines.map((line) => line.name)).toEqual([expect.stringMatching(/Acacia Bistro Set/)]);
});

test('the webhook’s delivery log shows the sale delivered', async ({ page }) => {
  await signIn(page, 'admin', '/settings?tab=integrations');
  await page
    .getByRole('row', { name: new RegExp(receiver.url) })
    .getByRole('button', { name: 'Deliveries' })
    .click();
  const log = page.getByRole('dialog', { name: 'Deliveries' });
  await expect(log.getByRole('row', { name: /sale\.completed/ })).toContainText('Delivered');
});
