import type { Page } from '@playwright/test';
import { expect, ownServerForTheseTests, test, tillOneStorage } from './fixtures';
import { queryAt } from './database';
import { signIn, signInOnScreen } from './support';

// Special orders (issue 45): a monstera ordered in for James with a cash deposit and an olive tree typed as a one-off;
// the supplier's purchase order received, the monstera is ready to collect (Dashboard, his details) and handed over
// as a sale paid by the deposit and a card; the olive tree cancelled, off the draft it was on.
const server = ownServerForTheseTests();
test.use({ baseURL: server.baseURL, storageState: tillOneStorage(server.baseURL) });

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const row = async <T>(text: string, ...params: unknown[]) => (await queryAt<T>(server, text, ...params))[0]!;

/** Another member of staff takes over this till, then goes to `path`. */
async function switchTo(page: Page, role: 'inventory' | 'manager', path: string) {
  await page.goto('/pos');
  await page.getByRole('button', { name: 'Switch User' }).click();
  await signInOnScreen(page, role);
  await page.goto(path);
}

async function newOrder(page: Page) {
  await page.goto('/special-orders');
  await page.getByRole('button', { name: 'New special order' }).click();
  const form = page.getByRole('dialog', { name: 'New special order' });
  await form.getByLabel('Search customers').fill('james');
  await form
    .getByRole('list', { name: 'Matching customers' })
    .getByRole('button', { name: /James Carter/ })
    .click();
  await expect(form.getByText('For James Carter')).toBeVisible();
  return form;
}

async function openOrder(page: Page, number: string) {
  await page.goto('/special-orders');
  await page.getByRole('searchbox', { name: 'Search special orders' }).fill(number);
  await page.getByRole('table', { name: 'Special orders' }).getByRole('button', { name: number }).click();
  return page.getByRole('dialog', { name: `Special order ${number}` });
}

test('a special order from the counter to the goods handed over, and a one-off cancelled off its draft', async ({
  page,
}) => {
  await signIn(page, 'cashier', '/orders');
  await page.getByRole('link', { name: 'Special orders' }).click();
  await expect(page.getByRole('heading', { name: 'Special orders' })).toBeVisible();
  await page.getByRole('button', { name: 'New special order' }).click();
  const empty = page.getByRole('dialog', { name: 'New special order' });
  await empty.getByRole('button', { name: 'Place special order' }).click();
  await expect(empty.getByText('Choose the customer the order is for')).toBeVisible();
  await expect(empty.getByText('Choose the product to order')).toBeVisible();
  await empty.getByRole('button', { name: 'Cancel' }).click();

  const form = await newOrder(page);
  await form.getByLabel('Search products to order').fill('Monstera');
  await form
    .getByRole('list', { name: 'Matching products' })
    .getByRole('button', { name: /Monstera/ })
    .click();
  await form.getByLabel('Quantity').fill('2');
  await form.getByLabel('Note').fill('For the shop window');
  await form.getByLabel('Amount').fill('20.00');
  await form.getByLabel('Paid by').selectOption('cash');
  await form.getByLabel('Cash handed over').fill('50');
  await expect(form.getByText('Change $30.00')).toBeVisible();
  await form.getByRole('button', { name: 'Place special order' }).click();
  const placed = page.getByText(/^Special order SPO-\d{4} placed$/);
  await expect(placed).toBeVisible();
  const number = (await placed.innerText()).match(/SPO-\d{4}/)![0];
  const made = await row<{ total_cents: number; paid_cents: number; po: string; status: string }>(
    `select s.total_cents, s.paid_cents, s.status, p.number as po from special_orders s
     join purchase_orders p on p.id = s.purchase_order_id where s.number = ?`,
    number,
  );
  const total = Number(made.total_cents);
  expect([Number(made.paid_cents), made.status]).toEqual([2000, 'ordered']);
  const dialog = page.getByRole('dialog', { name: `Special order ${number}` });
  await expect(dialog.getByText('On order')).toBeVisible();
  await expect(dialog.getByText(`It is put by for James Carter when ${made.po} is received.`)).toBeVisible();
  await expect(dialog.getByLabel('Special order totals').getByText(money(total - 2000))).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // An olive tree the catalogue does not have, from Evergreen Wholesale, with no deposit.
  const oneOff = await newOrder(page);
  await oneOff.getByRole('tab', { name: 'One-off item' }).click();
  await oneOff.getByLabel('Item').fill('Olive tree 12L');
  await oneOff.getByLabel('Category').selectOption({ label: 'Plants' });
  await oneOff.getByLabel('Price').fill('189.00');
  await oneOff.getByRole('button', { name: 'Place special order' }).click();
  await expect(oneOff.getByText('Choose the supplier to order it from')).toBeVisible();
  await oneOff.getByLabel('Supplier').selectOption({ label: 'Evergreen Wholesale' });
  await oneOff.getByRole('button', { name: 'Place special order' }).click();
  const olive = page.getByText(/^Special order SPO-\d{4} placed$/).last();
  await expect(page.getByRole('dialog', { name: /^Special order SPO-/ }).getByText('Olive tree 12L')).toBeVisible();
  const oliveNumber = (await olive.innerText()).match(/SPO-\d{4}/)![0];

  // The goods arrive: the purchase order is sent and received whole.
  await switchTo(page, 'inventory', '/purchasing');
  const card = page.getByRole('article', { name: made.po });
  await card.getByRole('button', { name: 'Mark as sent' }).click();
  await card.getByRole('button', { name: 'Receive' }).click();
  await page
    .getByRole('dialog', { name: `Receive ${made.po}` })
    .getByRole('button', { name: 'Receive goods' })
    .click();
  await expect(card.getByText('Received', { exact: true })).toBeVisible();
  expect((await row<{ status: string }>('select status from special_orders where number = ?', number)).status).toBe(
    'ready',
  );

  await switchTo(page, 'manager', '/');
  const notice = page.getByRole('region', { name: 'Special orders ready to collect' });
  await expect(notice).toContainText('1 special order is ready to collect');
  await expect(notice).toContainText(`${number} · James Carter · Monstera`);
  await notice.getByRole('link', { name: number }).click();
  const ready = page.getByRole('dialog', { name: `Special order ${number}` });
  await expect(ready.getByText('Ready to collect')).toBeVisible();
  await ready.getByRole('button', { name: `Take ${money(total - 2000)} and hand over` }).click();
  await expect(page.getByText(`Special order ${number} handed over`)).toBeVisible();
  await expect(ready.getByText('Collected')).toBeVisible();
  const sold = await row<{ number: string; total_cents: number }>(
    'select o.number, o.total_cents from orders o join special_orders s on s.order_id = o.id where s.number = ?',
    number,
  );
  expect(Number(sold.total_cents)).toBe(total);
  await expect(ready.getByRole('link', { name: `Handed over as ${sold.number}` })).toBeVisible();
  const paid = await queryAt<{ method: string; amount_cents: number }>(
    server,
    'select p.method, p.amount_cents from payments p join orders o on o.id = p.order_id where o.number = ?',
    sold.number,
  );
  expect(paid.map((p) => [p.method, Number(p.amount_cents)]).sort()).toEqual(
    [
      ['special_order', 2000],
      ['card', total - 2000],
    ].sort(),
  );

  // The olive tree is no longer wanted: cancelled, and it comes off Evergreen's draft.
  const cancel = await openOrder(page, oliveNumber);
  await cancel.getByRole('button', { name: 'Cancel special order' }).click();
  await expect(cancel.getByText('Gives back the deposit of $0.00.')).toBeVisible();
  await cancel.getByRole('button', { name: `Yes, cancel ${oliveNumber}` }).click();
  await expect(cancel.getByText('Cancelled')).toBeVisible();
  const onDraft = await row<{ n: number }>(
    'select count(*) as n from purchase_order_lines l join special_orders s on s.product_id = l.product_id where s.number = ?',
    oliveNumber,
  );
  expect(Number(onDraft.n)).toBe(0);

  // Both are in James's details, as they stand.
  await page.goto('/customers');
  await page.getByPlaceholder('Search customers by name, email, or phone...').fill('james');
  // The search answers after a pause: a View pressed on the list it replaces is lost with it (seen in CI).
  await expect(page.getByRole('list', { name: 'Customers' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'View James Carter' }).click();
  const his = page.getByRole('list', { name: 'Special orders' });
  await expect(his.getByRole('listitem').filter({ hasText: number })).toContainText('Collected');
  await expect(his.getByRole('listitem').filter({ hasText: oliveNumber })).toContainText('Cancelled');
});
