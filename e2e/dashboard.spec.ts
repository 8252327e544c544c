import { expect, test } from '@playwright/test';
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
  const bell = page.getByRole('button', { name: `Notifications (${lowStockItems})` });
  await expect(bell).toBeVisible();
  await bell.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveCount(Number(lowStockItems));
  await expect(menu.getByText('critical').first()).toBeVisible();
  await menu.getByRole('menuitem').filter({ hasText: 'Terracotta Pot 30cm' }).click();
  await expect(page).toHaveURL(/\/products\?q=POT-001$/);
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(1);
});
