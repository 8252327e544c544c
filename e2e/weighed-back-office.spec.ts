import { expect, test } from './fixtures';
import { queryStore, queryStoreRow } from './database';
import { signIn } from './support';

// A delicatessen's cheese, sold by the lb, through the back office in its own unit: 2.5 lb ordered from a supplier
// and received in two deliveries, the shelf weighed in a stock take at 10.25 lb, and 10.25 lb read back on
// Products and in Reports › Inventory. The database is read after each step: thousandths of a lb, exactly.

const cheese = 'Clothbound Cheddar';

const stockOf = async (productId: string) =>
  (
    await queryStoreRow<{ quantity: number }>(
      "select quantity from store_stock where store_id = 'store-1' and product_id = ?",
      productId,
    )
  ).quantity;

test('a cheese sold by the lb is ordered, received, counted and reported in lb', async ({ page }) => {
  await signIn(page, 'manager', '/purchasing');
  const category = await page.request.post('/api/categories', { data: { name: 'Weighed Cheeses' } });
  expect(category.ok(), await category.text()).toBe(true);
  const created = await page.request.post('/api/products', {
    data: {
      name: cheese,
      sku: 'DELI-CHD-LB',
      priceCents: 2499,
      costCents: 1200,
      taxRate: 0,
      categoryId: ((await category.json()) as { id: string }).id,
      soldBy: 'lb',
      // 8 lb, in thousandths of a lb.
      stock: 8000,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: string };

  // Ordered: 2.5 lb, typed as a person reads it; a comma is refused in the product's unit.
  await page.getByRole('button', { name: 'New purchase order' }).click();
  const form = page.getByRole('dialog', { name: 'New purchase order' });
  await form.getByLabel('Supplier').selectOption({ label: 'Fieldcraft Tools' });
  await form.getByLabel('Search products to order').fill('Clothbound Cheddar');
  const match = form
    .getByRole('list', { name: 'Matching products' })
    .getByRole('button', { name: /Clothbound Cheddar/ });
  await expect(match).toContainText('8 lb in stock');
  await match.click();
  const quantity = form.getByLabel(`Quantity of ${cheese}`);
  await quantity.fill('2,5');
  await form.getByLabel(`Unit cost of ${cheese}`).fill('10.00');
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form.getByText('Enter the quantity in lb, such as 12 or 0.45')).toBeVisible();
  await quantity.fill('2.5');
  await expect(form.getByText('$25.00')).toBeVisible();
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form).toBeHidden();

  const order = await queryStoreRow<{ id: string; number: string; quantity: number }>(
    `select o.id, o.number, l.quantity from purchase_orders o join purchase_order_lines l on l.purchase_order_id = o.id
     where l.product_id = ?`,
    id,
  );
  expect(order.quantity).toBe(2500);
  const card = page.getByRole('article', { name: order.number });
  await expect(card.getByRole('list', { name: `Lines of ${order.number}` })).toContainText('2.5 lb');
  await card.getByRole('button', { name: 'Mark as sent' }).click();
  await expect(card.getByText('Sent', { exact: true })).toBeVisible();

  // Received in two deliveries: 1.5 lb, then the 1 lb still to come (more is refused in lb).
  await card.getByRole('button', { name: 'Receive' }).click();
  let receive = page.getByRole('dialog', { name: `Receive ${order.number}` });
  await expect(receive.getByLabel(`Arrived of ${cheese}`)).toHaveValue('2.5');
  await receive.getByLabel(`Arrived of ${cheese}`).fill('1.5');
  await receive.getByRole('button', { name: 'Receive goods' }).click();
  await expect(receive).toBeHidden();
  await expect(card.getByText('1.5/2.5 lb')).toBeVisible();
  await card.getByRole('button', { name: 'Receive' }).click();
  receive = page.getByRole('dialog', { name: `Receive ${order.number}` });
  await expect(receive.getByText('1.5 of 2.5 lb received')).toBeVisible();
  await expect(receive.getByLabel(`Arrived of ${cheese}`)).toHaveValue('1');
  await receive.getByLabel(`Arrived of ${cheese}`).fill('1.25');
  await receive.getByRole('button', { name: 'Receive goods' }).click();
  await expect(receive.getByText('Only 1 lb still to come')).toBeVisible();
  await receive.getByLabel(`Arrived of ${cheese}`).fill('1');
  await receive.getByRole('button', { name: 'Receive goods' }).click();
  await expect(card.getByText('2.5/2.5 lb')).toBeVisible();
  expect(await stockOf(id)).toBe(10_500);
  expect(
    await queryStore<{ quantity_change: number }>(
      'select quantity_change from stock_movements where reference = ? order by created_at',
      order.id,
    ),
  ).toEqual([{ quantity_change: 1500 }, { quantity_change: 1000 }]);

  // Counted: a scan cannot weigh the cheese; its weight is typed, 10.25 lb, and the count applied.
  await page.goto('/stock-takes');
  await page.getByRole('button', { name: 'New stock take' }).click();
  const start = page.getByRole('dialog', { name: 'New stock take' });
  await start.getByLabel('Count').selectOption({ label: 'Weighed Cheeses' });
  await start.getByRole('button', { name: 'Start counting' }).click();
  await page.getByText('Not counted yet (1)').click();
  await expect(page.getByRole('listitem').filter({ hasText: cheese })).toHaveText(`${cheese} · 10.5 lb on hand`);
  const code = page.getByLabel('Scan or type a barcode or SKU');
  await code.fill('DELI-CHD-LB');
  await code.press('Enter');
  await expect(page.getByRole('status')).toHaveText(`Weigh ${cheese} and type its weight in lb`);
  await code.fill('DELI-CHD-LB');
  await page.getByLabel('Quantity').fill('10.25');
  await code.press('Enter');
  await expect(page.getByRole('status')).toHaveText(`${cheese}: 10.25 lb counted`);
  const line = page.getByRole('table', { name: 'Counted products' }).getByRole('row', { name: cheese });
  await expect(line.getByRole('cell').nth(1)).toHaveText('10.25 lb');
  await expect(line.getByRole('cell').nth(3)).toHaveText('-0.25 lb');
  await expect(page.getByTestId('stock-take-totals')).toContainText('variance -0.25 lb');
  await page.getByRole('button', { name: 'Apply stock take' }).click();
  await page
    .getByRole('dialog', { name: /^Apply ST-/ })
    .getByRole('button', { name: 'Apply stock take' })
    .click();
  await expect(page.getByText('Applied', { exact: true })).toBeVisible();
  expect(await stockOf(id)).toBe(10_250);

  // Read back in lb on Products and in Reports › Inventory.
  await page.goto('/products');
  await page.getByLabel('Search products').fill('Clothbound Cheddar');
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Products' })).toContainText('10.25 lb in stock');

  await page.goto('/reports?tab=inventory');
  const row = page.getByRole('table', { name: 'Inventory on hand' }).getByRole('row', { name: cheese });
  await expect(row.getByRole('cell').nth(2)).toHaveText('10.25 lb');
  await expect(row.getByRole('cell').nth(3)).toHaveText('5 lb');
});
