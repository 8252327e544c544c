import type { Page } from '@playwright/test';
import { formatMoney } from '@tillwise/core/money/money';
import { queryAt } from './database';
import { expect, test } from './fixtures';
import { emptyInstall } from './owner-store';
import { setUpUkShop, ukShop } from './uk-store';

// A British shop's own data (issue 47): English as the UK writes it, pounds, VAT included. Its Z report and Reports ›
// Finance show the shop's pounds, each figure the one recorded.
const server = emptyInstall();
let sale: { totalCents: number };
test.beforeAll(async () => {
  test.setTimeout(180_000);
  sale = await setUpUkShop(server);
});
test.afterAll(() => server.dispose());
test.use({ baseURL: server.baseURL });

const pounds = (pence: number) => formatMoney(pence, { locale: 'en-GB', currency: 'GBP' });

async function signInAsOwner(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('radiogroup', { name: 'Staff member' }).getByRole('radio').first().click();
  for (const digit of ukShop.admin.pin) await page.getByRole('button', { name: digit, exact: true }).click();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

test('a UK shop’s Z report and Finance are in pounds, as recorded', async ({ page }) => {
  expect(sale.totalCents).toBe(3 * ukShop.lantern.priceCents);
  await signInAsOwner(page, '/shifts');
  await page.getByRole('tab', { name: 'Z reports' }).click();
  const row = page.getByRole('table', { name: 'Z reports' }).getByRole('row').filter({ hasText: 'Till 1' });
  await row.getByRole('button', { name: 'View' }).click();
  const z = page.getByRole('dialog', { name: 'Z report Z-0001' });
  // £73.50 with its VAT: 20 % of a price that includes it is a sixth, £12.25.
  await expect(z).toContainText(`Takings, with tax, less refunds${pounds(sale.totalCents)}`);
  await expect(z).toContainText(`Cash (1 payment)${pounds(sale.totalCents)}`);
  await expect(z).toContainText(`Tax, less tax refunded${pounds(1225)}`);
  await expect(z).not.toContainText('$');
  await z.getByRole('button', { name: 'Close' }).first().click();

  await page.goto('/reports?tab=finance');
  await expect(page.getByRole('tab', { name: 'Finance' })).toHaveAttribute('aria-selected', 'true');
  const finance = page.getByRole('tabpanel', { name: 'Finance' });
  // The Tax Report's band: the lanterns' price less their VAT, and the VAT, as recorded.
  const [tax] = await queryAt<{ tax: number }>(server, 'select sum(tax_cents) as tax from orders');
  await expect(finance.getByRole('row').filter({ hasText: '20%' })).toHaveText(
    `20%${pounds(sale.totalCents - Number(tax!.tax))}${pounds(Number(tax!.tax))}`,
  );
  await expect(finance).toContainText('Points are worth £0.01');
  await expect(finance).not.toContainText('$');
});
