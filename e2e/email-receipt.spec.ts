import { SmtpInbox } from '../server/src/test/smtp-inbox';
import { expect, ownServerForTheseTests, test, tillOneStorage } from './fixtures';
import { chooseCustomer, signIn } from './support';

// E-mail (issue 46): an SMTP server in this test process receives what the Tillwise server sends. The admin points
// Settings › Integrations › E-mail at it and sends a test; a cashier sells to a customer and e-mails the receipt, which arrives
// with the total the till showed.

const server = ownServerForTheseTests();
test.use({ baseURL: server.baseURL, storageState: tillOneStorage(server.baseURL) });
test.describe.configure({ mode: 'serial' });

const inbox = new SmtpInbox();
test.beforeAll(async () => {
  await inbox.start();
});
test.afterAll(() => inbox.stop());

test('the admin sets up e-mail in Settings and a test message arrives', async ({ page }) => {
  await signIn(page, 'admin', '/settings?tab=integrations');
  const smtp = page.getByRole('region', { name: 'SMTP server' });
  await smtp.getByLabel('Host').fill('127.0.0.1');
  await smtp.getByLabel('Port').fill(String(inbox.port));
  await smtp.getByLabel('Security').selectOption('none');
  await smtp.getByLabel('From address').fill('shop@greenleaf.test');
  await smtp.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('E-mail settings saved')).toBeVisible();

  const testCard = page.getByRole('region', { name: 'Test e-mail' });
  await testCard.getByLabel('Send to').fill('owner@greenleaf.test');
  await testCard.getByRole('button', { name: 'Send test e-mail' }).click();
  await expect(testCard.getByRole('status')).toContainText('Sent to owner@greenleaf.test');
  expect((await inbox.messageTo('owner@greenleaf.test')).subject).toBe('Tillwise test e-mail');
});

test('a cashier e-mails the receipt of a sale; it arrives with the total the till showed', async ({ page }) => {
  await signIn(page, 'cashier', '/pos');
  await page
    .getByRole('group', { name: 'Products' })
    .getByRole('button', { name: /Acacia Bistro Set/ })
    .click();
  await page.getByRole('button', { name: 'Add customer' }).click();
  await chooseCustomer(page, 'james', 'James Carter');
  const total = await page.getByTestId('cart-total').innerText();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Complete Sale' }).click();
  await expect(page.getByText('1 items sold successfully.')).toBeVisible();

  await page.getByRole('button', { name: 'E-mail receipt' }).click();
  const dialog = page.getByRole('dialog', { name: 'E-mail receipt' });
  await expect(dialog.getByLabel('E-mail address')).toHaveValue('james.carter@example.com');
  await expect(dialog.getByText(/^Receipt ORD-\d+ · /)).toContainText(total);
  await dialog.getByRole('button', { name: 'Send receipt' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Receipt queued for james.carter@example.com');

  const mail = await inbox.messageTo('james.carter@example.com', 30_000);
  expect(mail.text?.match(/^Total +(\S+)$/m)?.[1]).toBe(total);
  expect(mail.html).toContain(total);
  expect(mail.subject).toMatch(/^Your receipt ORD-\d+ from Greenleaf Garden Centre$/);

  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
});
