import fs from 'node:fs';
import { expect, test } from './fixtures';
import { signIn } from './support';

// Wednesday 19 November 2026, mid-afternoon, in the browser's time zone.
const fixedNow = new Date(2026, 10, 19, 15, 30);

test('the date range picker: default 30 days, each preset, fenced calendars, Apply, and the range in the address', async ({
  page,
}) => {
  await page.clock.setFixedTime(fixedNow);
  await signIn(page, 'manager', '/reports');
  await expect(page.getByText('Analyze your sales and business performance.')).toBeVisible();
  const button = page.getByRole('button', { name: 'Date range' });
  await expect(button).toHaveText('Oct 21, 2026 - Nov 19, 2026');

  const expected = {
    Today: 'Nov 19, 2026 - Nov 19, 2026',
    Yesterday: 'Nov 18, 2026 - Nov 18, 2026',
    'This Week': 'Nov 15, 2026 - Nov 19, 2026',
    'Last 7 Days': 'Nov 13, 2026 - Nov 19, 2026',
    'Last 30 Days': 'Oct 21, 2026 - Nov 19, 2026',
    'This Month': 'Nov 01, 2026 - Nov 30, 2026',
  };
  for (const [preset, label] of Object.entries(expected)) {
    await button.click();
    await page.getByRole('group', { name: 'Presets' }).getByRole('button', { name: preset, exact: true }).click();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(button).toHaveText(label);
  }
  await expect(page).toHaveURL(/from=2026-11-01&to=2026-11-30/);

  await button.click();
  await page.getByRole('group', { name: 'Presets' }).getByRole('button', { name: 'Last 7 Days' }).click();
  const from = page.getByRole('group', { name: 'From' });
  const to = page.getByRole('group', { name: 'To' });
  // 'from' may not pass 'to' (the 19th); 'to' may not precede 'from' (the 13th).
  await expect(from.getByRole('button', { name: /November 20th, 2026/ })).toBeDisabled();
  await expect(from.getByRole('button', { name: /November 19th, 2026/ })).toBeEnabled();
  await expect(to.getByRole('button', { name: /November 12th, 2026/ })).toBeDisabled();
  await expect(to.getByRole('button', { name: /November 13th, 2026/ })).toBeEnabled();
  await to.getByRole('button', { name: /November 16th, 2026/ }).click();
  await expect(from.getByRole('button', { name: /November 17th, 2026/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(button).toHaveText('Nov 13, 2026 - Nov 16, 2026');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Date range' })).toHaveText('Nov 13, 2026 - Nov 16, 2026');

  await page.goto('/reports?from=2026-13-45&to=2026-11-19');
  await expect(page.getByText('Invalid time value')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Date range' })).toHaveText('Pick a date');
});

test('sales summary chart and table follow the range; export writes the tab as CSV', async ({ page }) => {
  await signIn(page, 'manager', '/reports?tab=sales');
  await expect(page.getByTestId('sales-summary-chart')).toBeVisible();
  await page.getByRole('button', { name: 'Table' }).click();
  const daily = page.getByRole('table', { name: 'Daily sales' });
  await expect(daily.getByRole('row')).toHaveCount(31);
  await page.getByRole('button', { name: 'Chart' }).click();
  await expect(page.getByTestId('sales-summary-chart')).toBeVisible();

  await page.getByRole('tab', { name: 'Staff' }).click();
  await expect(page).toHaveURL(/tab=staff/);
  const staff = page.getByRole('table', { name: 'Employee sales' });
  await expect(staff).toContainText('Cashier');
  const names = await staff.getByRole('row').allInnerTexts();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await (await download).path();
  const lines = fs.readFileSync(file, 'utf8').trim().split(/\r?\n/);
  expect(lines[0]).toBe('Name,Role,Transactions,Sales,Average Sale');
  expect(lines).toHaveLength(names.length);
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(names.slice(1).map((row) => row.split('\t')[0]));
});

test('the inventory role sees only the Inventory tab', async ({ page }) => {
  await signIn(page, 'inventory', '/reports?tab=sales');
  await expect(page.getByRole('tab')).toHaveText(['Inventory']);
  await expect(page.getByRole('table', { name: 'Inventory on hand' })).toContainText('Terracotta Pot 30cm');
});
