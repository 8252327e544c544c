import { expect, test } from './fixtures';
import { queryAt } from './database';
import { deliTillStorage, signInAtDeli } from './owner-store';
import { cart, deliForTheseTests, products, weigh } from './owner-store.fixtures';

// A quote at a shop's own store (the delicatessen, owner-store.ts): a caterer's order of weighed cheese and bread,
// quoted, then sold from the Quotes screen; a bistro's layaway and a café's special order of the same cheese; every
// figure a screen showed is what the sale recorded.
const server = deliForTheseTests();
test.use({ baseURL: server.baseURL, storageState: deliTillStorage(server.baseURL) });

test(
  'a caterer’s quote of weighed cheese is sold at the till as quoted, weights and all',
  { tag: '@tablet' },
  async ({ page }) => {
    await signInAtDeli(page, 'cashier', '/pos');
    await weigh(page, /Vermont Cheddar/, '2.5', '2.500 lb @ $24.99/lb$62.48');
    await products(page)
      .getByRole('button', { name: /Sourdough/ })
      .click();
    await expect(cart(page).getByRole('listitem')).toHaveCount(2);
    // The caterer is new to the shop: added from the till's customer search.
    await page.getByRole('button', { name: 'Add customer' }).click();
    const attach = page.getByRole('dialog', { name: 'Attach a customer' });
    await attach.getByPlaceholder('Search customers by name, email, or phone...').fill('Hill Farm Catering');
    await attach.getByRole('button', { name: 'Add “Hill Farm Catering” as a new customer' }).click();
    await attach.getByRole('button', { name: 'Add to sale' }).click();
    await expect(attach).toBeHidden();

    await page.getByRole('button', { name: 'Save as quote' }).click();
    const save = page.getByRole('dialog', { name: 'Save as quote' });
    await save.getByRole('button', { name: 'Save quote' }).click();
    const saved = page.getByText(/^Quote QUO-\d{4} saved$/);
    await expect(saved).toBeVisible();
    const number = (await saved.innerText()).match(/QUO-\d{4}/)![0];

    await page.getByRole('link', { name: 'Quotes' }).click();
    await page.getByRole('table', { name: 'Quotes' }).getByRole('button', { name: number }).click();
    const dialog = page.getByRole('dialog', { name: `Quote ${number}` });
    const items = dialog.getByRole('list', { name: 'Quoted items' });
    await expect(items).toContainText('2.500 lb @ $24.99/lb');
    const [quote] = await queryAt<{ total_cents: number; id: string }>(
      server,
      'select id, total_cents from quotes where number = ?',
      number,
    );
    const total = `$${(Number(quote!.total_cents) / 100).toFixed(2)}`;
    await expect(dialog.getByText(total)).toBeVisible();
    await dialog.getByRole('button', { name: 'Sell at the till' }).click();

    await expect(page.getByTestId('cart-quote')).toContainText(`Quote ${number}`);
    await expect(cart(page)).toContainText('2.500 lb @ $24.99/lb');
    await page.getByRole('button', { name: 'Checkout' }).click();
    const payment = page.getByRole('dialog', { name: 'Payment' });
    await expect(payment.getByText(total).first()).toBeVisible();
    await payment.getByRole('button', { name: 'Complete Sale' }).click();
    await expect(page.getByText('2 items sold successfully.')).toBeVisible();
    const [sold] = await queryAt<{ total_cents: number; quantity: number; sold_by: string }>(
      server,
      `select o.total_cents, l.quantity, l.sold_by from quotes q join orders o on o.id = q.order_id
       join order_lines l on l.order_id = o.id and l.position = 0 where q.id = ?`,
      quote!.id,
    );
    expect(sold).toEqual({ total_cents: quote!.total_cents, quantity: 2500, sold_by: 'lb' });
  },
);

test(
  'a bistro’s layaway of weighed cheese is handed over as laid away: its weight, its total, its stock',
  { tag: '@tablet' },
  async ({ page }) => {
    await signInAtDeli(page, 'cashier', '/pos');
    const stock = async () =>
      Number(
        (
          await queryAt<{ quantity: number }>(
            server,
            "select s.quantity from store_stock s join products p on p.id = s.product_id where p.name like 'Vermont Cheddar%'",
          )
        )[0]!.quantity,
      );
    const before = await stock();
    await weigh(page, /Vermont Cheddar/, '2.5', '2.500 lb @ $24.99/lb$62.48');
    await page.getByRole('button', { name: 'Add customer' }).click();
    const attach = page.getByRole('dialog', { name: 'Attach a customer' });
    await attach.getByPlaceholder('Search customers by name, email, or phone...').fill('Rosewood Bistro');
    await attach.getByRole('button', { name: 'Add “Rosewood Bistro” as a new customer' }).click();
    await attach.getByRole('button', { name: 'Add to sale' }).click();
    await expect(attach).toBeHidden();

    await page.getByRole('button', { name: 'Layaway' }).click();
    const put = page.getByRole('dialog', { name: 'Put on layaway' });
    await put.getByLabel('Paid by').selectOption('card');
    await put.getByRole('button', { name: 'Take deposit' }).click();
    const done = page.getByText(/^Layaway LAY-\d{4} put by$/);
    await expect(done).toBeVisible();
    const number = (await done.innerText()).match(/LAY-\d{4}/)![0];
    expect(await stock()).toBe(before - 2500);

    await page.getByRole('link', { name: 'Layaways' }).click();
    await page.getByRole('table', { name: 'Layaways' }).getByRole('button', { name: number }).click();
    const dialog = page.getByRole('dialog', { name: `Layaway ${number}` });
    await expect(dialog.getByRole('list', { name: 'Items put by' })).toContainText('2.500 lb @ $24.99/lb');
    const [laid] = await queryAt<{ id: string; total_cents: number; paid_cents: number }>(
      server,
      'select id, total_cents, paid_cents from layaways where number = ?',
      number,
    );
    const left = Number(laid!.total_cents) - Number(laid!.paid_cents);
    await dialog.getByRole('button', { name: `Take $${(left / 100).toFixed(2)} and hand over` }).click();
    await expect(dialog.getByText('Completed')).toBeVisible();
    const [sold] = await queryAt<{ total_cents: number; quantity: number; sold_by: string }>(
      server,
      `select o.total_cents, l.quantity, l.sold_by from layaways y join orders o on o.id = y.order_id
       join order_lines l on l.order_id = o.id and l.position = 0 where y.id = ?`,
      laid!.id,
    );
    expect(sold).toEqual({ total_cents: laid!.total_cents, quantity: 2500, sold_by: 'lb' });
    expect(await stock()).toBe(before - 2500);
  },
);

test('a café’s special order of weighed cheese from the deli’s own supplier, received and handed over by weight', async ({
  page,
}) => {
  await signInAtDeli(page, 'owner', '/purchasing');
  await page.getByRole('tab', { name: 'Suppliers' }).click();
  await page.getByRole('button', { name: 'New supplier' }).click();
  const supplier = page.getByRole('dialog', { name: 'New supplier' });
  await supplier.getByLabel('Name').fill('Neal’s Yard Dairy');
  await supplier.getByRole('button', { name: 'Save supplier' }).click();
  await expect(supplier).toBeHidden();
  await page.goto('/customers');
  await page.getByRole('button', { name: 'Add Customer' }).click();
  const customer = page.getByRole('dialog', { name: 'Add Customer' });
  await customer.getByLabel('Name').fill('Harbour Café');
  await customer.getByRole('button', { name: 'Add Customer' }).click();
  await expect(customer).toBeHidden();

  await page.goto('/special-orders');
  await page.getByRole('button', { name: 'New special order' }).click();
  const form = page.getByRole('dialog', { name: 'New special order' });
  await form.getByLabel('Search customers').fill('Harbour');
  await form
    .getByRole('list', { name: 'Matching customers' })
    .getByRole('button', { name: /Harbour Café/ })
    .click();
  await form.getByLabel('Search products to order').fill('Cheddar');
  await form
    .getByRole('list', { name: 'Matching products' })
    .getByRole('button', { name: /Vermont Cheddar/ })
    .click();
  await form.getByLabel('Quantity').fill('2.5');
  await form.getByLabel('Amount').fill('10.00');
  await form.getByRole('button', { name: 'Place special order' }).click();
  // The deli's cheese names no supplier: the order asks for one.
  await expect(form.getByText('Choose the supplier to order it from')).toBeVisible();
  await form.getByLabel('Supplier').selectOption({ label: 'Neal’s Yard Dairy' });
  await form.getByRole('button', { name: 'Place special order' }).click();
  const placed = page.getByText(/^Special order SPO-\d{4} placed$/);
  await expect(placed).toBeVisible();
  const number = (await placed.innerText()).match(/SPO-\d{4}/)![0];
  const [made] = await queryAt<{ id: string; quantity: number; total_cents: number; po: string }>(
    server,
    `select s.id, s.quantity, s.total_cents, p.number as po from special_orders s
     join purchase_orders p on p.id = s.purchase_order_id where s.number = ?`,
    number,
  );
  expect(Number(made!.quantity)).toBe(2500);
  const dialog = page.getByRole('dialog', { name: `Special order ${number}` });
  await expect(dialog).toContainText('2.500 lb @ $24.99/lb');
  await expect(dialog.getByText(`$${(Number(made!.total_cents) / 100).toFixed(2)}`)).toBeVisible();

  await page.goto('/purchasing');
  const card = page.getByRole('article', { name: made!.po });
  await card.getByRole('button', { name: 'Mark as sent' }).click();
  await card.getByRole('button', { name: 'Receive' }).click();
  const receive = page.getByRole('dialog', { name: `Receive ${made!.po}` });
  await expect(receive.getByLabel(/^Arrived of/)).toHaveValue('2.5');
  await receive.getByRole('button', { name: 'Receive goods' }).click();
  await expect(card.getByText('Received', { exact: true })).toBeVisible();

  await page.goto(`/special-orders?order=${made!.id}`);
  const ready = page.getByRole('dialog', { name: `Special order ${number}` });
  await expect(ready.getByText('Ready to collect')).toBeVisible();
  const left = `$${((Number(made!.total_cents) - 1000) / 100).toFixed(2)}`;
  await ready.getByRole('button', { name: `Take ${left} and hand over` }).click();
  await expect(ready.getByText('Collected')).toBeVisible();
  const [sold] = await queryAt<{ total_cents: number; quantity: number; sold_by: string }>(
    server,
    `select o.total_cents, l.quantity, l.sold_by from special_orders s join orders o on o.id = s.order_id
     join order_lines l on l.order_id = o.id where s.id = ?`,
    made!.id,
  );
  expect(sold).toEqual({ total_cents: made!.total_cents, quantity: 2500, sold_by: 'lb' });
});
