import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { queryStore } from './database';
import { signIn } from './support';
import { dollars, lastOrder, money, orderAfter, payment, paymentsOf, tile } from './tenders.fixtures';

// Money as stores meet it, at the till in Chromium: cash rounding, prices with tax included, and a city tax beside
// the main one. Each test checks what the database recorded, and puts the store's settings back.

/** Saves the store's cash rounding and tax mode through the API the settings screens use, as the manager. */
async function setStore(page: Page, cashRoundingCents: number, pricesIncludeTax: boolean) {
  const payments = await (await page.request.get('/api/settings/payments')).json();
  expect((await page.request.put('/api/settings/payments', { data: { ...payments, cashRoundingCents } })).ok()).toBe(
    true,
  );
  const store = await (await page.request.get('/api/settings/store')).json();
  expect((await page.request.put('/api/settings/store', { data: { ...store, pricesIncludeTax } })).ok()).toBe(true);
}

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
    // Each line comes to its shelf price with its tax inside, as the total does: 2 × $8.99, not $17.98 less its VAT.
    await expect(cart.getByRole('listitem', { name: /Lavender/ })).toContainText(`$${dollars(2 * 899)}`);
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
