import { formatMoney } from '@tillwise/core/money/money';
import { expect, test } from './fixtures';
import { queryAt } from './database';
import { openRefund } from './support';
import { deli, deliTillStorage, signInAtDeli } from './owner-store';
import { cart, deliForTheseTests, products, weigh } from './owner-store.fixtures';

// A shop's own store, not the demo: the delicatessen set up from an empty install (owner-store.ts), at its till.
// What broke when an owner tried it with their own data: weighed goods parked and resumed, prices that disagreed
// with the weight printed beside them, the demo's name on the receipt, and a refund dialog that said one amount and
// refunded another.
const server = deliForTheseTests();
test.use({ baseURL: server.baseURL, storageState: deliTillStorage(server.baseURL) });

const orderLines = (orderNumber: string) =>
  queryAt<{ sku: string; quantity: number; sold_by: string | null; total_cents: number }>(
    server,
    `select l.sku, l.quantity, l.sold_by, l.total_cents from order_lines l join orders o on o.id = l.order_id
     where o.number = ? order by l.position`,
    orderNumber,
  );

test('the till sells weighed goods at the weight shown times the price, and the receipt is the shop’s own', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.print = () => {
      document.body.dataset.printed = document.querySelector('.print-receipt')?.textContent ?? '';
    };
  });
  await signInAtDeli(page, 'cashier', '/pos');
  const cheddar = products(page).getByRole('button', { name: /Vermont Cheddar/ });
  await expect(cheddar).toContainText('$24.99/lb');
  await expect(cheddar).toContainText('12 lb in stock');
  // 0.5 × $24.99 = $12.495 → $12.50 and 0.45 × $28.99 = $13.0455 → $13.05: the weight shown, rounded once.
  await weigh(page, /Vermont Cheddar/, '0.5', '0.500 lb @ $24.99/lb$12.50');
  await weigh(page, /Prosciutto/, '0.45', '0.450 lb @ $28.99/lb$13.05');
  await products(page)
    .getByRole('button', { name: /Sourdough/ })
    .click();
  await expect(cart(page).getByRole('listitem')).toHaveCount(3);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Complete Sale' }).click();
  await expect(page.getByText('3 items sold successfully.')).toBeVisible();

  const reprint = page.getByRole('button', { name: /Receipt ORD-\d+/ });
  const number = ((await reprint.innerText()).match(/ORD-\d+/) ?? [''])[0];
  expect(await orderLines(number)).toEqual([
    { sku: 'CHS-CHD', quantity: 500, sold_by: 'lb', total_cents: 1250 + 75 },
    { sku: 'CHR-PRS', quantity: 450, sold_by: 'lb', total_cents: 1305 + 78 },
    { sku: 'BKY-SRD', quantity: 1, sold_by: null, total_cents: 650 + 39 },
  ]);
  await reprint.click();
  await expect.poll(() => page.evaluate(() => document.body.dataset.printed ?? '')).toContain(number);
  const printed = await page.evaluate(() => document.body.dataset.printed ?? '');
  for (const text of [
    deli.name,
    '5 Church Street, Burlington, VT 05401',
    deli.phone,
    '0.500 lb @ $24.99/lb',
    '0.450 lb @ $28.99/lb',
    deli.taxName,
  ]) {
    expect(printed).toContain(text);
  }
  expect(printed).not.toContain('Greenleaf');
});

test('a weighed sale parked and resumed comes back at its weights and sells at the same total', async ({ page }) => {
  await signInAtDeli(page, 'cashier', '/pos');
  await weigh(page, /Vermont Cheddar/, '0.02', '0.020 lb @ $24.99/lb$0.50');
  await weigh(page, /Olives/, '0.25', '0.250 kg @ $18.00/kg$4.50');
  const total = await page.getByTestId('cart-total').innerText();
  await page.getByRole('button', { name: 'Save for Later' }).click();
  await expect(page.getByRole('dialog', { name: 'Save for Later' }).getByLabel('Name or note')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('No items in cart')).toBeVisible();
  await page.getByRole('button', { name: 'Parked sales' }).click();
  const parked = page.getByRole('dialog', { name: 'Parked sales' });
  await parked.getByRole('listitem').first().getByRole('button', { name: 'Resume' }).click();
  await expect(
    cart(page)
      .getByRole('listitem', { name: /Vermont Cheddar/ })
      .getByTestId('line-price'),
  ).toHaveText('0.020 lb @ $24.99/lb');
  await expect(page.getByTestId('cart-total')).toHaveText(total);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Complete Sale' }).click();
  await expect(page.getByText('2 items sold successfully.')).toBeVisible();
  const number = ((await page.getByRole('button', { name: /Receipt ORD-\d+/ }).innerText()).match(/ORD-\d+/) ?? [
    '',
  ])[0];
  const [order] = await queryAt<{ total_cents: number }>(
    server,
    'select total_cents from orders where number = ?',
    number,
  );
  expect(`$${(Number(order?.total_cents) / 100).toFixed(2)}`).toBe(total);
  expect((await orderLines(number)).map((line) => [line.quantity, line.sold_by])).toEqual([
    [20, 'lb'],
    [250, 'kg'],
  ]);
});

test('the refund dialog’s total is what the refund records, and says when there is nothing to give back and why', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.print = () => {
      document.body.dataset.printed = Array.from(document.querySelectorAll('.print-receipt')).at(-1)?.textContent ?? '';
    };
  });
  // The owner chooses to take back deals no longer earned (the default refunds what each item cost in the sale).
  await signInAtDeli(page, 'owner', '/settings?tab=promotions');
  const rules = page.getByRole('region', { name: 'Refunds of promoted sales' });
  await expect(rules.getByRole('radio', { name: /Refund what the item cost in the sale/ })).toBeChecked();
  await rules.getByRole('radio', { name: /Take back deals no longer earned/ }).check();
  await rules.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.goto('/pos');
  const bar = products(page).getByRole('button', { name: /Dark Chocolate/ });
  for (let n = 0; n < 3; n += 1) await bar.click();
  await products(page)
    .getByRole('button', { name: /Sourdough/ })
    .click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Complete Sale' }).click();
  await expect(page.getByText('4 items sold successfully.')).toBeVisible();
  const number = ((await page.getByRole('button', { name: /Receipt ORD-\d+/ }).innerText()).match(/ORD-\d+/) ?? [
    '',
  ])[0];

  const refundOne = async (
    item: RegExp,
    expected: { total: string; giveBack: string | null; why?: { paid: string } },
  ) => {
    const refund = await openRefund(page, number);
    await refund.getByRole('checkbox', { name: item }).click();
    const quantity = refund.getByLabel(/^Quantity of .* to refund$/);
    if ((await quantity.count()) > 0) await quantity.fill('1');
    await expect(refund.getByTestId('refund-total')).toHaveText(expected.total);
    if (expected.giveBack) await expect(refund.getByTestId('refund-give-back')).toHaveText(expected.giveBack);
    if (expected.why) {
      await expect(refund.getByTestId('refund-promotion-rule')).toContainText('Take back deals no longer earned');
      await expect(refund.getByTestId('refund-paid-for-items')).toHaveText(expected.why.paid);
      await expect(refund.getByTestId('refund-deals-taken-back')).toHaveText(`−${expected.why.paid}`);
    }
    await refund.getByLabel('Reason for refund').fill('Changed their mind');
    await refund.getByRole('button', { name: 'Process Refund' }).click();
    await expect(
      refund.getByText(`A refund of ${expected.total} has been processed for order ${number}.`),
    ).toBeVisible();
    const text = await refund.getByTestId('refund-tenders').innerText();
    // The refund's slip prints the deli's name and what the refund recorded.
    await refund.getByRole('button', { name: 'Print refund slip' }).click();
    await expect.poll(() => page.evaluate(() => document.body.dataset.printed ?? '')).toContain(deli.name);
    const slip = await page.evaluate(() => document.body.dataset.printed ?? '');
    expect(slip).toContain(`For order${number}`);
    expect(slip).toContain(`REFUND TOTAL${expected.total}`);
    await page.evaluate(() => delete document.body.dataset.printed);
    await refund.getByRole('button', { name: 'Complete' }).click();
    return text;
  };
  // One bar of the buy 2 get 1 free: it cost a third of what the three were paid, but the two kept cost what was
  // paid, so nothing goes back, and the dialog says so and why.
  const [bars] = await queryAt<{ total_cents: number }>(
    server,
    "select l.total_cents from order_lines l join orders o on o.id = l.order_id where o.number = ? and l.name like 'Dark Chocolate%'",
    number,
  );
  const third = formatMoney(Math.round(Number(bars?.total_cents) / 3));
  expect(await refundOne(/Refund Dark Chocolate/, { total: '$0.00', giveBack: null, why: { paid: third } })).toMatch(
    /^Nothing to give back/,
  );
  // The loaf: $6.50 with 6 % VT Sales Tax ($0.39), back on the card.
  expect(await refundOne(/Refund Sourdough/, { total: '$6.89', giveBack: 'Card $6.89' })).toBe('Give back: Card $6.89');
  const refunds = await queryAt<{ amount_cents: number }>(
    server,
    'select r.amount_cents from refunds r join orders o on o.id = r.order_id where o.number = ? order by r.created_at',
    number,
  );
  expect(refunds.map((row) => Number(row.amount_cents))).toEqual([0, 689]);
  const restored = await page.request.put('/api/settings/preferences/refunds', { data: { promotionRule: 'as_paid' } });
  expect(restored.ok()).toBe(true);
});
