import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { queryStore, queryStoreRow } from './database';
import { signIn } from './support';

// Money as stores meet it, at the till in Chromium: split tender, gift cards, cash rounding, prices with tax
// included, and a refund of a split sale back to both tenders. Each test checks what the database recorded.

const tile = (page: Page, name: RegExp) => page.getByRole('group', { name: 'Products' }).getByRole('button', { name });
const payment = (page: Page) => page.getByRole('dialog', { name: 'Payment' });
const money = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);
const dollars = (cents: number) => (cents / 100).toFixed(2);

async function lastOrder() {
  return queryStoreRow<{
    id: string;
    number: string;
    total_cents: number;
    cash_rounding_cents: number;
    tax_cents: number;
  }>(
    `select id, number, total_cents, cash_rounding_cents, tax_cents from orders
      where status = 'completed' order by completed_at desc, number desc limit 1`,
  );
}
/** The newest completed order once it is not `previous` (the sale just paid has reached the database). */
async function orderAfter(previous: string | null) {
  await expect.poll(async () => (await lastOrder()).id).not.toBe(previous);
  return lastOrder();
}
const paymentsOf = (orderId: string) =>
  queryStore<{ method: string; amount_cents: number; change_cents: number; reference: string | null }>(
    'select method, amount_cents, change_cents, reference from payments where order_id = ? order by id',
    orderId,
  );

/** Saves the store's cash rounding and tax mode through the API the settings screens use, as the manager. */
async function setStore(page: Page, cashRoundingCents: number, pricesIncludeTax: boolean) {
  const payments = await (await page.request.get('/api/settings/payments')).json();
  expect((await page.request.put('/api/settings/payments', { data: { ...payments, cashRoundingCents } })).ok()).toBe(
    true,
  );
  const store = await (await page.request.get('/api/settings/store')).json();
  expect((await page.request.put('/api/settings/store', { data: { ...store, pricesIncludeTax } })).ok()).toBe(true);
}

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

test('cash rounding to $0.05 on, then off; card totals never rounded', async ({ page }) => {
  await signIn(page, 'manager', '/settings?tab=payments');
  await page.getByLabel('Cash rounding').selectOption('5');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Payment settings saved')).toBeVisible();
  try {
    await page.goto('/pos');
    // Lavender and a trowel come to a total that does not end in 0 or 5 at the demo store's rates.
    await tile(page, /Lavender/).click();
    await tile(page, /Hand Trowel/).click();
    const total = money(await page.getByTestId('cart-total').innerText());
    const rounded = Math.round(total / 5) * 5;
    expect(rounded).not.toBe(total);
    await page.getByRole('button', { name: 'Checkout' }).click();
    const dialog = payment(page);
    await dialog.getByRole('tab', { name: 'Cash' }).click();
    await expect(dialog.getByLabel('Amount to pay')).toHaveValue(dollars(rounded));
    await expect(dialog.getByTestId('cash-rounding')).toContainText(
      `${rounded > total ? '+' : '−'}$0.0${Math.abs(rounded - total)}`,
    );
    await dialog.getByLabel('Amount tendered').fill('50');
    await expect(dialog.getByTestId('change-due')).toHaveText(`$${dollars(5000 - rounded)}`);
    const before3 = (await lastOrder()).id;
    await dialog.getByRole('button', { name: 'Complete Sale' }).click();
    await expect(page.getByText('Sale completed')).toBeVisible();
    const cashSale = await orderAfter(before3);
    expect([cashSale.total_cents, cashSale.cash_rounding_cents]).toEqual([total, rounded - total]);
    expect((await paymentsOf(cashSale.id))[0]?.amount_cents).toBe(rounded);

    // The same cart paid by card is charged to the cent.
    await tile(page, /Lavender/).click();
    await tile(page, /Hand Trowel/).click();
    await page.getByRole('button', { name: 'Checkout' }).click();
    const before4 = (await lastOrder()).id;
    await payment(page).getByRole('button', { name: 'Complete Sale' }).click();
    await expect(page.getByText('Sale completed')).toBeVisible();
    const cardSale = await orderAfter(before4);
    expect([cardSale.total_cents, cardSale.cash_rounding_cents]).toEqual([total, 0]);
  } finally {
    await setStore(page, 0, false);
  }
  // Off again: cash is taken to the cent.
  await page.goto('/pos');
  await tile(page, /Lavender/).click();
  await tile(page, /Hand Trowel/).click();
  const total = money(await page.getByTestId('cart-total').innerText());
  await page.getByRole('button', { name: 'Checkout' }).click();
  await payment(page).getByRole('tab', { name: 'Cash' }).click();
  await expect(payment(page).getByTestId('cash-rounding')).toHaveCount(0);
  await payment(page).getByLabel('Amount tendered').fill('50');
  const before5 = (await lastOrder()).id;
  await payment(page).getByRole('button', { name: 'Complete Sale' }).click();
  await expect(page.getByText('Sale completed')).toBeVisible();
  const exact = await orderAfter(before5);
  expect([exact.total_cents, exact.cash_rounding_cents]).toEqual([total, 0]);
  expect((await paymentsOf(exact.id))[0]?.amount_cents).toBe(total);
});

test('a store whose prices include tax charges the shelf price', async ({ page }) => {
  await signIn(page, 'manager', '/settings');
  await page.getByLabel('Prices').selectOption('true');
  await page.getByRole('button', { name: 'Save Changes' }).first().click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  try {
    await page.goto('/pos');
    await tile(page, /Lavender/).click();
    await tile(page, /Lavender/).click();
    await tile(page, /Hand Trowel/).click();
    const shelf = 2 * 899 + 1499;
    await expect(page.getByTestId('cart-total')).toHaveText(`$${dollars(shelf)}`);
    const cart = page.locator('#current-sale');
    await expect(cart.getByText('Tax (included)')).toBeVisible();
    await page.getByRole('button', { name: 'Checkout' }).click();
    const before6 = (await lastOrder()).id;
    await payment(page).getByRole('button', { name: 'Complete Sale' }).click();
    await expect(page.getByText('3 items sold successfully.')).toBeVisible();
    const order = await orderAfter(before6);
    expect(order.total_cents).toBe(shelf);
    // 20 % included in $32.97: 32.97 − 32.97 / 1.2 = 5.50 (each line rounded once: 3.00 + 2.50).
    expect(order.tax_cents).toBe(550);
  } finally {
    await setStore(page, 0, false);
  }
});

test('a city tax on plants shows beside the main tax at the till and is recorded on the line', async ({ page }) => {
  await signIn(page, 'manager', '/settings');
  await page.getByRole('button', { name: 'Add a tax' }).click();
  await page.getByLabel('Name', { exact: true }).fill('City tax');
  await page.getByLabel('Rate (%)', { exact: true }).fill('0');
  await page.getByRole('button', { name: 'Save Changes' }).first().click();
  await expect(page.getByText('Enter a rate above 0')).toBeVisible();
  await page.getByLabel('Rate (%)', { exact: true }).fill('2');
  await page.getByRole('group', { name: 'City tax applies to' }).getByLabel('Plants').check();
  await page.getByRole('button', { name: 'Save Changes' }).first().click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  try {
    await page.goto('/pos');
    await tile(page, /Lavender/).click();
    await tile(page, /Hand Trowel/).click();
    const cart = page.locator('#current-sale');
    // Lavender $8.99 carries 2 % city tax ($0.18); the trowel does not.
    await expect(cart.getByText('City tax 2%')).toBeVisible();
    await expect(cart.getByText('City tax 2%').locator('..')).toContainText('$0.18');
    await page.getByRole('button', { name: 'Checkout' }).click();
    const before = (await lastOrder()).id;
    await payment(page).getByRole('button', { name: 'Complete Sale' }).click();
    await expect(page.getByText('2 items sold successfully.')).toBeVisible();
    const order = await orderAfter(before);
    const lines = await queryStore<{ name: string; taxes_json: string }>(
      'select name, taxes_json from order_lines where order_id = ? order by position',
      order.id,
    );
    expect(lines.map((line) => (JSON.parse(line.taxes_json) as { name: string }[]).map((tax) => tax.name))).toEqual([
      ['Sales Tax', 'City tax'],
      ['Sales Tax'],
    ]);
  } finally {
    const store = await (await page.request.get('/api/settings/store')).json();
    await page.request.put('/api/settings/store', { data: { ...store, additionalTaxes: [] } });
  }
});
