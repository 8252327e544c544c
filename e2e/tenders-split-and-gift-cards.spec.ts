import { expect, test } from './fixtures';
import { queryStore } from './database';
import { signIn } from './support';
import { dollars, lastOrder, money, orderAfter, payment, paymentsOf, tile } from './tenders.fixtures';

// Money as stores meet it, at the till in Chromium: split tender with change, a refund of a split sale back to both
// tenders, and gift cards sold and spent. Each test checks what the database recorded.

test('a split card and cash sale with change, refunded to both tenders', { tag: '@tablet' }, async ({ page }) => {
  await signIn(page, 'manager', '/pos');
  await tile(page, /Lavender/).click();
  await tile(page, /Hand Trowel/).click();
  const total = money(await page.getByTestId('cart-total').innerText());
  await page.getByRole('button', { name: 'Checkout' }).click();
  const dialog = payment(page);
  await dialog.getByLabel('Amount to pay').fill('10');
  await dialog.getByRole('button', { name: 'Add payment' }).click();
  await expect(dialog.getByRole('list', { name: 'Payments taken' })).toContainText('$10.00');
  await expect(dialog.getByTestId('remaining-due')).toHaveText(`$${dollars(total - 1000)}`);
  await dialog.getByRole('tab', { name: 'Cash' }).click();
  await dialog.getByLabel('Amount tendered').fill('50');
  await expect(dialog.getByTestId('change-due')).toHaveText(`$${dollars(5000 - (total - 1000))}`);
  const before0 = (await lastOrder()).id;
  await dialog.getByRole('button', { name: 'Complete Sale' }).click();
  await expect(page.getByText('2 items sold successfully.')).toBeVisible();

  const order = await orderAfter(before0);
  expect(order.total_cents).toBe(total);
  expect(await paymentsOf(order.id)).toEqual([
    { method: 'card', amount_cents: 1000, change_cents: 0, reference: null },
    { method: 'cash', amount_cents: total - 1000, change_cents: 5000 - (total - 1000), reference: null },
  ]);
  // The change stays on screen in large type, as recorded, with what was handed over, until the next item.
  const changeDue = page.getByRole('region', { name: 'Change due' });
  await expect(changeDue.getByTestId('sale-change-due')).toHaveText(`$${dollars(5000 - (total - 1000))}`);
  await expect(changeDue).toContainText(`$50.00 tendered · ${order.number}`);
  await expect(page.getByRole('status', { name: 'Till announcements' })).toContainText(
    `change $${dollars(5000 - (total - 1000))}`,
  );
  await tile(page, /Lavender/).click();
  await expect(changeDue).toBeHidden();
  await page.getByRole('button', { name: 'Clear Cart' }).click();

  await page.getByRole('button', { name: 'Process Refund' }).click();
  const refund = page.getByRole('dialog', { name: 'Process Refund' });
  await refund.getByLabel('Receipt number').fill(order.number);
  await refund
    .getByRole('list', { name: 'Orders found' })
    .getByRole('button', { name: new RegExp(order.number) })
    .click();
  await refund.getByRole('button', { name: 'Select All' }).click();
  await refund.getByRole('button', { name: 'Process Refund' }).click();
  await expect(
    refund.getByText(`A refund of $${dollars(total)} has been processed for order ${order.number}.`),
  ).toBeVisible();
  await refund.getByRole('button', { name: 'Complete' }).click();
  const back = await queryStore<{ method: string; amount_cents: number }>(
    `select t.method, t.amount_cents from refund_tenders t join refunds r on r.id = t.refund_id
      where r.order_id = ? order by t.method`,
    order.id,
  );
  expect(back).toEqual([
    { method: 'card', amount_cents: 1000 },
    { method: 'cash', amount_cents: total - 1000 },
  ]);
});

test('a gift card sold at the till, then spent over two sales', async ({ page }) => {
  const code = `GC-E2E-${Date.now() % 100000}`;
  await signIn(page, 'cashier', '/pos');
  await page.getByRole('button', { name: 'Gift card' }).click();
  const sell = page.getByRole('dialog', { name: 'Sell a gift card' });
  await sell.getByLabel('Card code').fill(code);
  await sell.getByLabel('Amount', { exact: true }).fill('30');
  await sell.getByRole('button', { name: 'Add to sale' }).click();
  await expect(page.getByRole('list', { name: 'Cart items' })).toContainText(`Gift card ${code}`);
  await expect(page.getByTestId('cart-total')).toHaveText('$30.00');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await payment(page).getByRole('button', { name: 'Complete Sale' }).click();
  await expect(page.getByText('Sale completed')).toBeVisible();
  await expect
    .poll(
      async () =>
        (await queryStore<{ balance_cents: number }>('select balance_cents from gift_cards where code = ?', code))[0]
          ?.balance_cents,
    )
    .toBe(3000);

  // First sale: the card pays part, a card payment the rest.
  await tile(page, /Lavender/).click();
  await tile(page, /Peace Lily/).click();
  const first = money(await page.getByTestId('cart-total').innerText());
  await page.getByRole('button', { name: 'Checkout' }).click();
  let dialog = payment(page);
  await dialog.getByRole('tab', { name: 'Voucher' }).click();
  await dialog.getByLabel('Voucher code').fill(code.toLowerCase());
  await dialog.getByRole('button', { name: 'Check balance' }).click();
  await expect(dialog.getByTestId('gift-card-balance')).toContainText('$30.00');
  await dialog.getByLabel('Amount to pay').fill('20');
  await dialog.getByRole('button', { name: 'Add payment' }).click();
  await dialog.getByRole('tab', { name: 'Card' }).click();
  await expect(dialog.getByTestId('remaining-due')).toHaveText(`$${dollars(first - 2000)}`);
  const before1 = (await lastOrder()).id;
  await dialog.getByRole('button', { name: 'Complete Sale' }).click();
  await expect(page.getByText('Sale completed')).toBeVisible();
  const firstOrder = await orderAfter(before1);
  expect(await paymentsOf(firstOrder.id)).toEqual([
    { method: 'voucher', amount_cents: 2000, change_cents: 0, reference: code },
    { method: 'card', amount_cents: first - 2000, change_cents: 0, reference: null },
  ]);

  // Second sale: the card's last $10.00, the rest in cash.
  await expect(page.getByText('No items in cart')).toBeVisible();
  await tile(page, /Hand Trowel/).click();
  const second = money(await page.getByTestId('cart-total').innerText());
  await page.getByRole('button', { name: 'Checkout' }).click();
  dialog = payment(page);
  await dialog.getByRole('tab', { name: 'Voucher' }).click();
  await dialog.getByLabel('Voucher code').fill(code);
  await dialog.getByRole('button', { name: 'Check balance' }).click();
  await expect(dialog.getByTestId('gift-card-balance')).toContainText('$10.00');
  await expect(dialog.getByLabel('Amount to pay')).toHaveValue('10.00');
  await dialog.getByRole('button', { name: 'Add payment' }).click();
  await dialog.getByRole('tab', { name: 'Cash' }).click();
  await dialog.getByLabel('Amount tendered').fill('20');
  const before2 = (await lastOrder()).id;
  await dialog.getByRole('button', { name: 'Complete Sale' }).click();
  await expect(page.getByText('Sale completed').last()).toBeVisible();
  const secondOrder = await orderAfter(before2);
  expect((await paymentsOf(secondOrder.id)).map((p) => [p.method, p.amount_cents])).toEqual([
    ['voucher', 1000],
    ['cash', second - 1000],
  ]);
  const ledger = await queryStore<{ kind: string; amount_cents: number; balance_after_cents: number }>(
    `select l.kind, l.amount_cents, l.balance_after_cents from gift_card_ledger l join gift_cards c on c.id = l.gift_card_id
      where c.code = ? order by l.balance_after_cents desc`,
    code,
  );
  expect(ledger).toEqual([
    { kind: 'issue', amount_cents: 3000, balance_after_cents: 3000 },
    { kind: 'redeem', amount_cents: -2000, balance_after_cents: 1000 },
    { kind: 'redeem', amount_cents: -1000, balance_after_cents: 0 },
  ]);
});
