import type { Page } from '@playwright/test';
import { expect, ownServerForTheseTests, test, tillOneStorage } from './fixtures';
import { queryAt } from './database';
import { chooseCustomer, signIn } from './support';

// Layaways (issue 45): a patio set put by with a cash deposit, paid off by card at the Layaways screen and handed
// over as a sale of exactly what the layaway says; another cancelled with the store's fee once it is overdue.
const server = ownServerForTheseTests({ movableClock: true });
test.use({ baseURL: server.baseURL, storageState: tillOneStorage(server.baseURL) });

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const tile = (page: Page, name: RegExp) => page.getByRole('group', { name: 'Products' }).getByRole('button', { name });
const stockOf = async (page: Page, name: RegExp) =>
  Number((await tile(page, name).innerText()).match(/(-?\d+) in stock/)?.[1]);
const row = async <T>(text: string, ...params: unknown[]) => (await queryAt<T>(server, text, ...params))[0]!;

/** Rings up a monstera and two lavenders for James Carter and puts them on layaway with a cash deposit. */
async function layawayForJames(page: Page, payBy: string | null): Promise<string> {
  await page.goto('/pos');
  await tile(page, /Monstera/).click();
  await tile(page, /Lavender/).click();
  await tile(page, /Lavender/).click();
  await page.getByRole('button', { name: 'Add customer' }).click();
  await chooseCustomer(page, 'james', 'James Carter');
  await page.getByRole('button', { name: 'Layaway' }).click();
  const dialog = page.getByRole('dialog', { name: 'Put on layaway' });
  await expect(
    dialog.getByText(/For James Carter · \$[\d.]+ in the cart · a deposit of at least \$[\d.]+ \(20 %\)/),
  ).toBeVisible();
  await dialog.getByLabel('Amount').fill('1.00');
  await dialog.getByRole('button', { name: 'Take deposit' }).click();
  await expect(dialog.getByText(/^At least \$[\d.]+$/)).toBeVisible();
  await dialog.getByLabel('Amount').fill('30.00');
  await dialog.getByLabel('Cash handed over').fill('50');
  await expect(dialog.getByText('Change $20.00')).toBeVisible();
  if (payBy) await dialog.getByLabel('Pay by').fill(payBy);
  await dialog.getByRole('button', { name: 'Take deposit' }).click();
  const done = page.getByText(/^Layaway LAY-\d{4} put by$/);
  await expect(done).toBeVisible();
  await expect(page.getByText(/Change \$20\.00\./)).toBeVisible();
  await expect(page.getByText('No items in cart')).toBeVisible();
  return (await done.innerText()).match(/LAY-\d{4}/)![0];
}

async function openLayaway(page: Page, number: string) {
  await page.goto('/layaways');
  await page.getByRole('searchbox', { name: 'Search layaways' }).fill(number);
  await page.getByRole('table', { name: 'Layaways' }).getByRole('button', { name: number }).click();
  return page.getByRole('dialog', { name: `Layaway ${number}` });
}

test('a layaway from its deposit to the goods handed over, and one cancelled overdue with the store’s fee', async ({
  page,
}) => {
  await signIn(page, 'cashier', '/pos');
  const monsteraBefore = await stockOf(page, /Monstera/);
  const number = await layawayForJames(page, null);
  await expect.poll(() => stockOf(page, /Monstera/)).toBe(monsteraBefore - 1);
  const laid = await row<{ id: string; total_cents: number; paid_cents: number }>(
    'select id, total_cents, paid_cents from layaways where number = ?',
    number,
  );
  const total = Number(laid.total_cents);
  expect(Number(laid.paid_cents)).toBe(3000);

  // An instalment by card, then the rest: the dialog shows what is recorded at each step.
  const dialog = await openLayaway(page, number);
  await expect(dialog.getByText(money(total - 3000), { exact: true })).toBeVisible();
  await dialog.getByLabel('Amount').fill('10.00');
  await dialog.getByRole('button', { name: 'Take payment' }).click();
  await expect(page.getByText('Payment taken')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Payments' }).getByRole('listitem')).toHaveCount(2);
  const left = total - 4000;
  await expect(dialog.getByLabel('Amount')).toHaveValue((left / 100).toFixed(2));
  await dialog.getByRole('button', { name: `Take ${money(left)} and hand over` }).click();
  await expect(page.getByText(`Layaway ${number} handed over`)).toBeVisible();
  await expect(dialog.getByText('Completed')).toBeVisible();
  const sold = await row<{ number: string; total_cents: number }>(
    'select o.number, o.total_cents from orders o join layaways l on l.order_id = o.id where l.number = ?',
    number,
  );
  expect(Number(sold.total_cents)).toBe(total);
  await expect(dialog.getByRole('link', { name: `Handed over as ${sold.number}` })).toBeVisible();
  const paid = await queryAt<{ method: string; amount_cents: number }>(
    server,
    'select p.method, p.amount_cents from payments p join orders o on o.id = p.order_id where o.number = ? order by p.amount_cents desc',
    sold.number,
  );
  expect(paid.map((p) => [p.method, Number(p.amount_cents)]).sort()).toEqual(
    [
      ['layaway', 4000],
      ['card', left],
    ].sort(),
  );

  // Another, due in three days and left unpaid: overdue on the Dashboard a week on; the manager cancels it.
  await page.goto('/pos');
  const day = (await row<{ day: string }>('select max(business_date) as day from layaway_payments')).day;
  const plusDays = (days: number) =>
    new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const late = await layawayForJames(page, plusDays(3));
  server.moveClock(7);
  await page.clock.setFixedTime(new Date(Date.now() + 7 * 86_400_000));
  await signIn(page, 'manager', '/');
  const notice = page.getByRole('region', { name: 'Overdue layaways' });
  await expect(notice).toContainText('1 layaway is overdue');
  await expect(notice).toContainText(`${late} · James Carter · was due ${plusDays(3)}`);
  await page.goto('/products');
  await page.getByRole('searchbox').first().fill('Monstera');
  await expect(page.getByText(/1 reserved/).first()).toBeVisible();

  const cancel = await openLayaway(page, late);
  await expect(cancel.getByText('Overdue')).toBeVisible();
  const lateTotal = Number(
    (await row<{ t: number }>('select total_cents as t from layaways where number = ?', late)).t,
  );
  const fee = Math.min(3000, Math.round(lateTotal / 10));
  await cancel.getByRole('button', { name: 'Cancel layaway' }).click();
  await expect(cancel.getByText(`Keeps a fee of ${money(fee)} and gives back ${money(3000 - fee)}`)).toBeVisible();
  await cancel.getByRole('button', { name: `Yes, cancel ${late}` }).click();
  await expect(cancel.getByText('Cancelled')).toBeVisible();
  const back = await queryAt<{ kind: string; amount_cents: number }>(
    server,
    "select p.kind, p.amount_cents from layaway_payments p join layaways l on l.id = p.layaway_id where l.number = ? and p.kind in ('refund', 'fee') order by p.kind",
    late,
  );
  expect(back.map((p) => [p.kind, Number(p.amount_cents)])).toEqual([
    ['fee', -fee],
    ['refund', -(3000 - fee)],
  ]);
});
