import { expect, test } from './fixtures';
import { queryStore, queryStoreRow } from './database';
import { signIn } from './support';

test('the dashboard shows real figures: four cards, the 14-day chart, low stock, recent activity, best sellers', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await expect(page.getByText('Welcome back to your retail management system.')).toBeVisible();
  for (const title of ['Total Sales', 'Average Daily Sales', 'Total Products', 'Low Stock Items']) {
    await expect(page.getByText(title, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('from last period')).toHaveCount(3);
  await expect(page.getByText(/^[+-]?\d+\.\d%$/).first()).toBeVisible();

  const chart = page.getByTestId('sales-overview-chart');
  await expect(chart.locator('svg').first()).toBeVisible();
  await expect(chart.getByText('$0', { exact: true })).toBeVisible();
  await page.waitForTimeout(1600); // the chart animates for 1.5 s
  // An admin's Dashboard may open with the demo notice above the cards: the pointer goes where the chart is shown.
  await chart.scrollIntoViewIfNeeded();
  const box = await chart.boundingBox();
  if (!box) throw new Error('chart not laid out');
  await page.mouse.move(box.x + box.width - 20, box.y + box.height / 2);
  await expect(chart.getByText('Day 14')).toBeVisible();
  await expect(chart.getByText(/^Sales/)).toBeVisible();

  const lowStock = page.getByRole('table');
  await expect(lowStock.getByRole('row')).toHaveCount(6);
  await expect(lowStock.getByText('critical').first()).toBeVisible();
  await expect(page.getByText('New sale completed')).toHaveCount(4);
  await expect(page.getByText(/\d+ sold$/)).toHaveCount(4);
});

test('the notification button counts low-stock alerts and lists them; choosing one finds the product', async ({
  page,
}) => {
  await signIn(page, 'manager');
  const lowStockItems = await page
    .getByText('Low Stock Items', { exact: true })
    .locator('xpath=../..')
    .getByText(/^\d+$/)
    .innerText();
  const bell = page.getByRole('button', { name: `Notifications, ${lowStockItems} stock alerts` });
  await expect(bell).toBeVisible();
  await bell.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveCount(Number(lowStockItems));
  await expect(menu.getByText('critical').first()).toBeVisible();
  await menu.getByRole('menuitem').filter({ hasText: 'Terracotta Pot 30cm' }).click();
  await expect(page).toHaveURL(/\/products\?q=POT-001$/);
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(1);
});

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

test('the dashboard cards and recent activity equal what the database holds', async ({ page }) => {
  await signIn(page, 'manager');
  {
    // The manager signs in to the first store; the dashboard shows that store's figures.
    const { time_zone: zone } = await queryStoreRow<{ time_zone: string }>(
      "select time_zone from store where id = 'store-1'",
    );
    const day = (offset: number) => {
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
      const date = new Date(`${today}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() + offset);
      return date.toISOString().slice(0, 10);
    };
    // Net sales as Reports define them: after discounts and refunds, before tax, by business day.
    const sold = await queryStoreRow<{ cents: number }>(
      `select coalesce(sum(subtotal_cents - discount_cents), 0) as cents from orders
       where store_id = 'store-1' and status in ('completed', 'partially_refunded', 'refunded')
         and business_date between ? and ?`,
      day(-13),
      day(0),
    );
    const refunded = await queryStoreRow<{ cents: number }>(
      `select coalesce(sum(amount_cents - tax_cents), 0) as cents from refunds
       where store_id = 'store-1' and business_date between ? and ?`,
      day(-13),
      day(0),
    );
    const totalSales = sold.cents - refunded.cents;
    const products = await queryStoreRow<{ n: number }>('select count(*) as n from products where is_active = 1');
    const low = await queryStoreRow<{ n: number }>(
      `select count(*) as n from products p join store_stock s on s.product_id = p.id and s.store_id = 'store-1'
       where p.is_active = 1 and s.quantity <= coalesce(p.reorder_level, 0)`,
    );
    const latest = await queryStore<{ number: string; total_cents: number }>(
      `select number, total_cents from orders
       where store_id = 'store-1' and status in ('completed', 'partially_refunded', 'refunded')
       order by completed_at desc limit 4`,
    );

    const card = (title: string) => page.getByText(title, { exact: true }).locator('xpath=../..');
    await expect(card('Total Sales')).toContainText(usd(totalSales));
    await expect(card('Average Daily Sales')).toContainText(usd(Math.round(totalSales / 14)));
    await expect(card('Total Products')).toContainText(String(products.n));
    await expect(card('Low Stock Items')).toContainText(String(low.n));
    const activity = page.getByRole('list').filter({ hasText: 'New sale completed' });
    for (const order of latest) await expect(activity).toContainText(order.number);
    for (const order of latest) await expect(activity).toContainText(usd(order.total_cents));
  }
});
