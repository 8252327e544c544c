import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { queryStore, queryStoreRow } from './database';
import { chooseCustomer, openRefund, signIn } from './support';

// Where a refund's money goes, chosen at the till: all in cash (nothing back on the card) or the customer's store
// credit. Each is recorded as the dialog showed it before the cashier confirmed.

const tile = (page: Page, name: RegExp) => page.getByRole('group', { name: 'Products' }).getByRole('button', { name });
const money = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/** Pays the cart by card (the payment dialog's default) and returns the order it recorded. */
async function payByCard(page: Page) {
  const before = await queryStore<{ id: string }>(`select id from orders`);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Complete Sale' }).click();
  await expect(page.getByText('Sale completed')).toBeVisible();
  const known = new Set(before.map((row) => row.id));
  await expect
    .poll(async () => (await queryStore<{ id: string }>(`select id from orders`)).length)
    .toBe(known.size + 1);
  const orders = await queryStore<{ id: string; number: string }>(`select id, number from orders`);
  return orders.find((order) => !known.has(order.id))!;
}

const refundTenders = (orderId: string) =>
  queryStore<{ method: string; amount_cents: number }>(
    `select t.method, t.amount_cents from refund_tenders t join refunds r on r.id = t.refund_id
      where r.order_id = ? order by t.method`,
    orderId,
  );

test(
  'a card sale refunded all in cash, its items chosen by tapping their rows',
  { tag: '@tablet' },
  async ({ page }) => {
    await signIn(page, 'manager', '/pos');
    await tile(page, /Terracotta/).click();
    await tile(page, /Lavender/).click();
    await tile(page, /Lavender/).click();
    const order = await payByCard(page);
    const refund = await openRefund(page, order.number);

    const row = (name: RegExp) => refund.getByRole('listitem').filter({ hasText: name });
    const terracotta = refund.getByRole('checkbox', { name: /Refund Terracotta/ });
    await row(/Terracotta/)
      .getByText(/Terracotta/)
      .click();
    await expect(terracotta).toBeChecked();
    await row(/Terracotta/)
      .getByText(/Terracotta/)
      .click();
    await expect(terracotta).not.toBeChecked();
    await row(/Terracotta/).click({ position: { x: 8, y: 8 } });
    await expect(terracotta).toBeChecked();
    // The quantity field takes its own taps: changing it keeps the row chosen.
    await row(/Lavender/)
      .getByText(/Lavender/)
      .click();
    const lavenderQuantity = refund.getByLabel(/Quantity of .*Lavender.* to refund/);
    await lavenderQuantity.click();
    await lavenderQuantity.fill('1');
    await expect(refund.getByRole('checkbox', { name: /Refund .*Lavender/ })).toBeChecked();
    await expect(lavenderQuantity).toHaveValue('1');

    const total = money(await refund.getByTestId('refund-total').innerText());
    const original = refund.getByRole('radio', { name: 'To the original payments' });
    await expect(original).toBeChecked();
    await expect(refund.getByTestId('refund-destination-original')).toHaveText(`Card $${(total / 100).toFixed(2)}`);
    // A walk-in sale has no one to hold store credit.
    await expect(refund.getByRole('radio', { name: 'Store credit' })).toHaveCount(0);
    await refund.getByRole('radio', { name: 'All in cash' }).check();
    const shown = `Cash $${(total / 100).toFixed(2)}`;
    await expect(refund.getByTestId('refund-destination-cash')).toHaveText(shown);
    await expect(refund.getByTestId('refund-give-back')).toHaveText(shown);

    await refund.getByRole('button', { name: 'Process Refund' }).click();
    await expect(refund.getByText('Refund Successful')).toBeVisible();
    await expect(refund.getByTestId('refund-tenders')).toHaveText(`Give back: ${shown}`);
    expect(await refundTenders(order.id)).toEqual([{ method: 'cash', amount_cents: total }]);
    await refund.getByRole('button', { name: 'Complete' }).click();
    await expect(refund).toBeHidden();
  },
);

test('a refund onto the sale’s customer’s store credit', { tag: '@tablet' }, async ({ page }) => {
  await signIn(page, 'manager', '/pos');
  await tile(page, /Terracotta/).click();
  await page.getByRole('button', { name: 'Add customer' }).click();
  await chooseCustomer(page, 'grace', 'Grace Kim');
  const order = await payByCard(page);
  const credit = async () =>
    Number(
      (
        await queryStoreRow<{ store_credit_cents: number }>(
          `select store_credit_cents from customers where name = 'Grace Kim'`,
        )
      ).store_credit_cents,
    );
  const creditBefore = await credit();
  const refund = await openRefund(page, order.number);

  await refund.getByRole('button', { name: 'Select All' }).click();
  const total = money(await refund.getByTestId('refund-total').innerText());
  const storeCredit = refund.getByRole('radio', { name: 'Store credit' });
  await expect(refund.getByText('To Grace Kim')).toBeVisible();
  await storeCredit.check();
  const shown = `Store credit $${(total / 100).toFixed(2)}`;
  await expect(refund.getByTestId('refund-destination-store_credit')).toHaveText(shown);

  await refund.getByRole('button', { name: 'Process Refund' }).click();
  await expect(refund.getByTestId('refund-tenders')).toHaveText(`Give back: ${shown}`);
  await expect(refund.getByTestId('refund-store-credit')).toHaveText(
    `$${(total / 100).toFixed(2)} added to Grace Kim’s store credit.`,
  );
  expect(await refundTenders(order.id)).toEqual([{ method: 'store_credit', amount_cents: total }]);
  expect(await credit()).toBe(creditBefore + total);
});
