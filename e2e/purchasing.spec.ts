import { expect, test } from './fixtures';
import { queryStore, queryStoreRow } from './database';
import { signIn } from './support';

// Buying stock in Chromium: a purchase order written, sent and received in two deliveries; the stock comes in
// through the ledger and the cost is averaged. Each step is checked against what the database holds.

const secateurs = () =>
  queryStoreRow<{ quantity: number; cost_cents: number }>(
    `select s.quantity, p.cost_cents from store_stock s join products p on p.id = s.product_id
     where s.product_id = 'prod-secateurs' and s.store_id = (select id from store order by id limit 1)`,
  );

test('a purchase order is written, sent, and received in two parts, with the stock and cost it brings', async ({
  page,
}) => {
  await signIn(page, 'inventory', '/products');
  await page.getByRole('button', { name: 'Stock & files' }).click();
  await page.getByRole('menuitem', { name: 'Purchasing' }).click();
  await expect(page.getByRole('heading', { name: 'Purchasing' })).toBeVisible();
  const before = await secateurs();

  await page.getByRole('button', { name: 'New purchase order' }).click();
  const form = page.getByRole('dialog', { name: 'New purchase order' });
  // Nothing chosen: the form says what is missing and nothing is written.
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form.getByText('Choose a supplier')).toHaveCount(2);
  await expect(form.getByText('Add at least one product')).toBeVisible();

  await form.getByLabel('Supplier').selectOption({ label: 'Fieldcraft Tools' });
  await form.getByLabel('Search products to order').fill('Secateurs');
  await form
    .getByRole('list', { name: 'Matching products' })
    .getByRole('button', { name: /Secateurs/ })
    .click();
  await form.getByLabel(/^Quantity of/).fill('10');
  await form.getByLabel(/^Unit cost of/).fill('abc');
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form.getByText('Enter a cost such as 4.50')).toBeVisible();
  await form.getByLabel(/^Unit cost of/).fill('12.00');
  await expect(form.getByText('$120.00')).toBeVisible();
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form).toBeHidden();

  const { number, id } = await queryStoreRow<{ number: string; id: string }>(
    'select number, id from purchase_orders order by created_at desc limit 1',
  );
  const card = page.getByRole('article', { name: number });
  await expect(card.getByText('Draft')).toBeVisible();
  await card.getByRole('button', { name: 'Mark as sent' }).click();
  await expect(card.getByText('Sent', { exact: true })).toBeVisible();

  // The supplier's copy, as a spreadsheet.
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: `Download ${number} as CSV` }).click();
  expect((await download).suggestedFilename()).toBe(`${number}.csv`);

  // First delivery: 4 of the 10.
  await card.getByRole('button', { name: 'Receive' }).click();
  let receive = page.getByRole('dialog', { name: `Receive ${number}` });
  await receive.getByLabel(/^Arrived of/).fill('11');
  await receive.getByRole('button', { name: 'Receive goods' }).click();
  await expect(receive.getByText('Only 10 still to come')).toBeVisible();
  await receive.getByLabel(/^Arrived of/).fill('4');
  await receive.getByRole('button', { name: 'Receive goods' }).click();
  await expect(receive).toBeHidden();
  await expect(card.getByText('Partly received')).toBeVisible();
  await expect(card.getByText('4/10')).toBeVisible();
  expect((await secateurs()).quantity).toBe(before.quantity + 4);

  // Second delivery: the other 6, invoiced at $13.00.
  await card.getByRole('button', { name: 'Receive' }).click();
  receive = page.getByRole('dialog', { name: `Receive ${number}` });
  await expect(receive.getByLabel(/^Arrived of/)).toHaveValue('6');
  await receive.getByLabel(/^Invoiced cost of/).fill('13.00');
  await receive.getByRole('button', { name: 'Receive goods' }).click();
  await expect(card.getByText('Received', { exact: true })).toBeVisible();
  await expect(card.getByText('10/10')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Receive' })).toHaveCount(0);

  const after = await secateurs();
  expect(after.quantity).toBe(before.quantity + 10);
  expect(after.cost_cents).not.toBe(before.cost_cents);
  const movements = await queryStore<{ quantity_change: number; reason: string }>(
    'select quantity_change, reason from stock_movements where reference = ? order by created_at',
    id,
  );
  expect(movements).toEqual([
    { quantity_change: 4, reason: 'received' },
    { quantity_change: 6, reason: 'received' },
  ]);
});

test('reorder suggestions start an order to their supplier', async ({ page }) => {
  await signIn(page, 'manager', '/purchasing?view=reorder');
  const panel = page.getByRole('tabpanel', { name: 'Reorder' });
  const suggested = await panel.getByRole('region').first().getAttribute('aria-label');
  expect(suggested).toBeTruthy();
  const section = panel.getByRole('region', { name: suggested! });
  const firstProduct = (await section.getByRole('row').nth(1).getByRole('cell').first().innerText()).split('\n')[0]!;
  await section.getByRole('button', { name: `Order from ${suggested}` }).click();
  const form = page.getByRole('dialog', { name: 'New purchase order' });
  await expect(form.getByRole('list', { name: 'Products to order' })).toContainText(firstProduct);
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Orders', selected: true })).toBeVisible();
  const [order] = await queryStore<{ supplier: string }>(
    'select s.name as supplier from purchase_orders o join suppliers s on s.id = o.supplier_id order by o.created_at desc limit 1',
  );
  expect(order?.supplier).toBe(suggested);
});
