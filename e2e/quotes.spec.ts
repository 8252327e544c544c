import { request } from '@playwright/test';
import type { Page } from '@playwright/test';
import { updateProductInputSchema } from '@tillwise/core/catalog/catalog-schemas';
import { expect, ownServerForTheseTests, test, tillOneStorage } from './fixtures';
import { queryAt } from './database';
import { chooseCustomer, signIn } from './support';

// Quotes (issue 45): a contractor's quote made at the till, sold a week later (the server's clock moved on) at its
// prices though the shelf price rose meanwhile, and another, past its last day, refused to a cashier.
const server = ownServerForTheseTests({ movableClock: true });
test.use({ baseURL: server.baseURL, storageState: tillOneStorage(server.baseURL) });

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const tile = (page: Page, name: RegExp) => page.getByRole('group', { name: 'Products' }).getByRole('button', { name });
const row = async <T>(text: string, ...params: unknown[]) => (await queryAt<T>(server, text, ...params))[0]!;

/** Rings up lavender (3) and a trowel for James Carter and saves them as a quote valid until `validUntil`. */
async function quoteForJames(page: Page, validUntil: string): Promise<string> {
  await page.goto('/pos');
  await tile(page, /Lavender/).click();
  await tile(page, /Lavender/).click();
  await tile(page, /Lavender/).click();
  await tile(page, /Hand Trowel/).click();
  await page.getByRole('button', { name: 'Add customer' }).click();
  await chooseCustomer(page, 'james', 'James Carter');
  await page.getByRole('button', { name: 'Save as quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as quote' });
  await expect(dialog.getByText('For James Carter')).toBeVisible();
  await dialog.getByLabel('Valid until').fill(validUntil);
  await dialog.getByLabel('Note').fill('Front border');
  await dialog.getByRole('button', { name: 'Save quote' }).click();
  const saved = page.getByText(/^Quote QUO-\d{4} saved$/);
  await expect(saved).toBeVisible();
  await expect(page.getByText('No items in cart')).toBeVisible();
  return (await saved.innerText()).match(/QUO-\d{4}/)![0];
}

/** The manager raises a product's price at this store, as Products would. */
async function raisePrice(productId: string, byCents: number) {
  const api = await request.newContext({ baseURL: server.baseURL });
  expect((await api.post('/api/session', { data: { userId: 'user-manager', pin: '2222' } })).ok()).toBe(true);
  const product = await (await api.get(`/api/products/${productId}`)).json();
  const body = updateProductInputSchema.parse({ ...product, priceCents: product.priceCents + byCents });
  expect((await api.put(`/api/products/${productId}`, { data: body })).ok()).toBe(true);
  await api.dispose();
}

async function openQuote(page: Page, number: string) {
  await page.goto('/quotes');
  await page.getByRole('searchbox', { name: 'Search quotes' }).fill(number);
  await page.getByRole('table', { name: 'Quotes' }).getByRole('button', { name: number }).click();
  return page.getByRole('dialog', { name: `Quote ${number}` });
}

test('a quote is sold a week later at its prices after the price rose, and one past its last day is refused', async ({
  page,
}) => {
  const today = (await row<{ day: string }>("select max(business_date) as day from orders where status = 'completed'"))
    .day;
  const plusDays = (days: number) =>
    new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  await signIn(page, 'cashier', '/pos');
  const lasting = await quoteForJames(page, plusDays(10));
  const short = await quoteForJames(page, plusDays(3));
  const quoted = await row<{ total_cents: number }>('select total_cents from quotes where number = ?', lasting);
  const lavender = await row<{ price_cents: number }>("select price_cents from products where id = 'prod-lavender'");
  await raisePrice('prod-lavender', 150);

  // A week on, by the server's clock and the till's: the sessions of then have lapsed, so the cashier signs in again.
  server.moveClock(7);
  await page.clock.setFixedTime(new Date(Date.now() + 7 * 86_400_000));
  await signIn(page, 'cashier', '/quotes');
  const dialog = await openQuote(page, lasting);
  await expect(dialog.getByRole('list', { name: 'Quoted items' })).toContainText(
    `today ${money(lavender.price_cents + 150)}`,
  );
  await expect(dialog.getByText(money(Number(quoted.total_cents)))).toBeVisible();
  await dialog.getByRole('button', { name: 'Sell at the till' }).click();

  await expect(page.getByTestId('cart-quote')).toHaveText(new RegExp(`Quote ${lasting} · its prices until`));
  await expect(page.locator('#current-sale').getByText(`${money(lavender.price_cents)} each`)).toBeVisible();
  await page.getByRole('button', { name: 'Checkout' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment' });
  await expect(payment.getByText(money(Number(quoted.total_cents))).first()).toBeVisible();
  await payment.getByRole('tab', { name: 'Card' }).click();
  await payment.getByRole('button', { name: 'Complete Sale' }).click();
  await expect(payment).toBeHidden();
  const sold = await row<{ status: string; total_cents: number }>(
    'select q.status, o.total_cents from quotes q join orders o on o.id = q.order_id where q.number = ?',
    lasting,
  );
  expect(sold).toEqual({ status: 'sold', total_cents: quoted.total_cents });

  // The other quote's last day has passed: a cashier may not sell it at its old lavender price. A sale already in
  // the till's cart is kept: the quote waits until it is cleared.
  await tile(page, /Monstera/).click();
  let expired = await openQuote(page, short);
  await expect(expired.getByText('Expired', { exact: true })).toBeVisible();
  await expired.getByRole('button', { name: 'Sell at the till' }).click();
  await expect(page.getByText(`Quote ${short} is not in the cart`)).toBeVisible();
  await expect(page.locator('#current-sale').getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page.getByText('No items in cart')).toBeVisible();
  expired = await openQuote(page, short);
  await expired.getByRole('button', { name: 'Sell at the till' }).click();
  await expect(page.getByTestId('cart-quote')).toHaveText(new RegExp(`Quote ${short} · expired`));
  await page.getByRole('button', { name: 'Checkout' }).click();
  await payment.getByRole('tab', { name: 'Card' }).click();
  await payment.getByRole('button', { name: 'Complete Sale' }).click();
  await expect(payment.getByText(/Changing the price of Lavender .* needs a manager’s approval/)).toBeVisible();
  expect((await row<{ status: string }>('select status from quotes where number = ?', short)).status).toBe('open');

  // A manager's PIN on this till approves the old lavender price; the quote stays in the cart and is sold at it.
  await payment.getByRole('button', { name: 'Cancel' }).click();
  await page.getByTestId('cart-quote').getByRole('button', { name: 'Ask a manager' }).click();
  const approval = page.getByRole('dialog', { name: 'Manager approval' });
  await approval.getByLabel('Manager', { exact: true }).selectOption({ label: 'Marcus Reid' });
  await approval.getByLabel('Manager PIN').fill('2222');
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(approval).toBeHidden();
  await expect(page.getByTestId('cart-quote').getByRole('button', { name: 'Ask a manager' })).toBeHidden();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await payment.getByRole('tab', { name: 'Card' }).click();
  await payment.getByRole('button', { name: 'Complete Sale' }).click();
  await expect(payment).toBeHidden();
  const approved = await row<{ status: string; total_cents: number; quoted: number }>(
    `select q.status, o.total_cents, q.total_cents as quoted from quotes q join orders o on o.id = q.order_id
     where q.number = ?`,
    short,
  );
  expect(approved).toEqual({ status: 'sold', total_cents: approved.quoted, quoted: approved.quoted });
});
