import { formatMoney } from '@tillwise/core/money/money';
import { queryAt } from './database';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { feinkost, feinkostTillStorage, setUpGermanStore } from './german-store';
import { api, emptyInstall, signInCookie } from './owner-store';

// Issue 47: a German shop's own data, not the demo: German at the till, euros typed the German way (12,50), and a
// receipt with the VAT summary a German tax office asks for, each figure the one recorded.
const server = emptyInstall();
test.beforeAll(async () => {
  test.setTimeout(180_000);
  await setUpGermanStore(server);
});
test.afterAll(() => server.dispose());
test.use({ baseURL: server.baseURL, storageState: feinkostTillStorage(server.baseURL) });

const euros = (cents: number) => formatMoney(cents, { locale: 'de-DE', currency: 'EUR' });

async function signInAtTill(page: Page) {
  await page.goto('/pos');
  await page.getByRole('radiogroup', { name: 'Staff member' }).getByRole('radio').first().click();
  for (const digit of feinkost.admin.pin) await page.getByRole('button', { name: digit, exact: true }).click();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Kasse' })).toBeVisible();
}

test('a German shop sells for cash typed as 12,50 and prints a VAT receipt in German', async ({ page }) => {
  await page.addInitScript(() => {
    window.print = () => {
      document.body.dataset.printed = document.querySelector('.print-receipt')?.textContent ?? '';
    };
  });
  await signInAtTill(page);
  const products = page.getByRole('group', { name: 'Produkte' });
  await expect(products.getByRole('button', { name: /Bergkäse/ })).toContainText(euros(780));
  await products.getByRole('button', { name: /Bergkäse/ }).click();
  await products.getByRole('button', { name: /Roggenbrot/ }).click();
  // €7.80 + €3.20, VAT included in the prices.
  await expect(page.getByTestId('cart-total')).toHaveText(euros(1100));
  await page.getByRole('button', { name: 'Bezahlen' }).click();
  const payment = page.getByRole('dialog', { name: 'Zahlung' });
  await payment.getByRole('tab', { name: 'Bar' }).click();
  await payment.getByLabel('Gegeben').fill('12,50');
  await expect(payment.getByTestId('change-due')).toHaveText(euros(150));
  await payment.getByRole('button', { name: 'Verkauf abschließen' }).click();
  await expect(payment).toBeHidden({ timeout: 15_000 });

  const [order] = await queryAt<{ id: string; number: string; total: number; tax: number }>(
    server,
    'select id, number, total_cents as total, tax_cents as tax from orders',
  );
  expect(Number(order!.total)).toBe(1100);
  const [cash] = await queryAt<{ tendered: number; change: number }>(
    server,
    'select tendered_cents as tendered, change_cents as change from payments where order_id = ?',
    order!.id,
  );
  expect({ tendered: Number(cash!.tendered), change: Number(cash!.change) }).toEqual({ tendered: 1250, change: 150 });
  const lines = await queryAt<{ rate: number; tax: number; total: number }>(
    server,
    'select tax_rate_bps as rate, tax_cents as tax, total_cents as total from order_lines where order_id = ? order by tax_rate_bps',
    order!.id,
  );

  await page.getByRole('button', { name: new RegExp(`Beleg ${order!.number}|${order!.number}`) }).click();
  await expect.poll(() => page.evaluate(() => document.body.dataset.printed ?? '')).toContain(order!.number);
  const printed = await page.evaluate(() => document.body.dataset.printed ?? '');
  expect(printed).toContain(feinkost.name);
  expect(printed).toContain(`USt-IdNr. ${feinkost.vatNumber}`);
  expect(printed).toContain(`SUMME${euros(1100)}`);
  expect(printed).toContain(`Rückgeld${euros(150)}`);
  expect(printed).toContain(`Bergkäse  1 × ${euros(780)}`);
  // The VAT summary, a row per rate as recorded: 7 % on the bread, 19 % on the cheese.
  expect(printed).toContain('MwSt.NettoMwSt.Brutto');
  for (const line of lines) {
    const rate = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 2 }).format(
      Number(line.rate) / 10_000,
    );
    expect(printed).toContain(
      `${rate}${euros(Number(line.total) - Number(line.tax))}${euros(Number(line.tax))}${euros(Number(line.total))}`,
    );
  }
  expect(lines.reduce((sum, line) => sum + Number(line.tax), 0)).toBe(Number(order!.tax));
});

test('a sale to a French restaurant prints a German VAT invoice with both VAT numbers, its figures as recorded', async ({
  page,
}) => {
  const owner = await signInCookie(server.baseURL, feinkost.admin.id, feinkost.admin.pin);
  const restaurant = await api<{ id: string }>(server.baseURL, owner, 'POST', '/customers', {
    name: 'Brasserie Lumière',
    address: '4 Rue des Fleurs, 75001 Paris',
    vatNumber: 'FR40303265045',
  });
  const { items: products } = await api<{ items: { id: string; name: string; priceCents: number }[] }>(
    server.baseURL,
    owner,
    'GET',
    '/products?limit=50',
  );
  const cheese = products.find((product) => product.name === feinkost.products.cheese.name)!;
  const bread = products.find((product) => product.name === feinkost.products.bread.name)!;
  // Three cheeses and two loaves, VAT included: €23.40 + €6.40.
  const total = 3 * cheese.priceCents + 2 * bread.priceCents;
  const sale = await api<{ id: string; number: string }>(server.baseURL, owner, 'POST', '/sales', {
    id: crypto.randomUUID(),
    tillId: 'till-1',
    customerId: restaurant.id,
    lines: [
      { productId: cheese.id, quantity: 3 },
      { productId: bread.id, quantity: 2 },
    ],
    payments: [{ method: 'card', amountCents: total }],
    expectedTotalCents: total,
  });
  await page.addInitScript(() => {
    window.print = () => {
      document.body.dataset.printed = document.querySelector('[data-testid="vat-invoice"]')?.textContent ?? '';
    };
  });
  await page.context().addCookies([{ name: owner.split('=')[0]!, value: owner.split('=')[1]!, url: server.baseURL }]);
  await page.goto('/orders');
  await page
    .getByRole('table', { name: 'Bestellungen' })
    .getByRole('row', { name: new RegExp(sale.number) })
    .click();
  const details = page.getByRole('dialog', { name: `Bestellung ${sale.number}` });
  await details.getByRole('button', { name: 'Rechnung' }).click();
  await expect.poll(() => page.evaluate(() => document.body.dataset.printed ?? '')).toContain(sale.number);
  const printed = await page.evaluate(() => document.body.dataset.printed ?? '');
  expect(printed).toContain(`USt-IdNr. ${feinkost.vatNumber}`);
  expect(printed).toContain('Brasserie Lumière');
  expect(printed).toContain('USt-IdNr. FR40303265045');

  const [order] = await queryAt<{ total: number; tax: number }>(
    server,
    'select total_cents as total, tax_cents as tax from orders where id = ?',
    sale.id,
  );
  expect(Number(order!.total)).toBe(total);
  // The totals row: net, VAT and gross, the figures the sale recorded.
  const net = Number(order!.total) - Number(order!.tax);
  expect(printed).toContain(`Summe${euros(net)}${euros(Number(order!.tax))}${euros(Number(order!.total))}`);
});

test('a tablet paired as the customer display shows the shop’s German and euros, not its own browser’s English', async ({
  page,
  browser,
}) => {
  await signInAtTill(page);
  await page.getByRole('button', { name: 'Kundendisplay' }).click();
  const pairing = page.getByRole('dialog', { name: 'Kundendisplay' });
  await expect(pairing.getByTestId('display-code')).toHaveText(/^\s*([A-Z2-9]\s*){6}$/);
  const code = (await pairing.getByTestId('display-code').innerText()).replace(/\s/g, '');
  await page.keyboard.press('Escape');

  // A tablet no one signed in to, its browser in US English: it pairs in English, then speaks as the shop does.
  const tablet = await browser.newContext({ storageState: { cookies: [], origins: [] }, locale: 'en-US' });
  try {
    const display = await tablet.newPage();
    await display.goto('/display');
    await display.getByLabel('Display code').fill(code);
    await display.getByRole('button', { name: 'Connect' }).click();
    await expect(display.getByRole('heading', { name: 'Willkommen' })).toBeVisible();
    await page
      .getByRole('group', { name: 'Produkte' })
      .getByRole('button', { name: /Bergkäse/ })
      .click();
    await expect(display.getByRole('region', { name: 'Ihre Artikel' })).toContainText('Bergkäse');
    await expect(display.getByText(euros(780)).first()).toBeVisible();
    // A second one: the quantity, the price and the tax row are the display's own words in the shop's language.
    await page
      .getByRole('group', { name: 'Produkte' })
      .getByRole('button', { name: /Bergkäse/ })
      .click();
    await expect(display.getByText(`2 × ${euros(780)}`)).toBeVisible();
    await expect(display.getByText('Steuer (enthalten)')).toBeVisible();
    // Olives weighed by hand, typed the German way: 0,455 kg, on the till and on the tablet alike.
    await page
      .getByRole('group', { name: 'Produkte' })
      .getByRole('button', { name: /Oliven/ })
      .click();
    const weigh = page.getByRole('dialog', { name: 'Oliven wiegen' });
    await weigh.getByLabel('Gewicht (kg)').fill('0,455');
    await weigh.getByRole('button', { name: 'Zum Verkauf hinzufügen' }).click();
    const weighed = `0,455 kg @ ${euros(2490)}/kg`;
    await expect(page.getByText(weighed)).toBeVisible();
    await expect(display.getByText(weighed)).toBeVisible();
    await expect(display.getByText(euros(1133)).first()).toBeVisible();
  } finally {
    await tablet.close();
  }
});

test('the product form speaks German in the shop’s euros: its labels, and its refusals with German examples', async ({
  page,
}) => {
  await signInAtTill(page);
  const count = async () => Number((await queryAt<{ n: number }>(server, 'select count(*) as n from products'))[0]?.n);
  const before = await count();
  await page.goto('/products');
  await page.getByRole('button', { name: 'Produkt hinzufügen' }).click();
  const form = page.getByRole('dialog', { name: 'Produkt hinzufügen' });
  await form.getByLabel('Name', { exact: true }).fill('Kapern');
  await form.getByLabel('Preis (€)', { exact: true }).fill('zwölf');
  await form.getByLabel('Einkaufspreis (€)').fill('1,2,3');
  await form.getByRole('button', { name: 'Produkt hinzufügen' }).click();
  await expect(form.getByText('Geben Sie einen Preis ein, zum Beispiel 12,99')).toBeVisible();
  await expect(
    form.getByText('Geben Sie einen Betrag ein, zum Beispiel 7,50, oder lassen Sie das Feld leer'),
  ).toBeVisible();
  await expect(form.getByText('Geben Sie eine Artikelnummer ein')).toBeVisible();
  expect(await count()).toBe(before);
});

test('a discount and a tax rate typed the German way: 2,50 € and 12,5 % off at the till, 7,5 % in Settings', async ({
  page,
}) => {
  await signInAtTill(page);
  await page
    .getByRole('group', { name: 'Produkte' })
    .getByRole('button', { name: /Bergkäse/ })
    .click();
  await page.getByRole('button', { name: 'Rabatt', exact: true }).click();
  const discount = page.getByRole('dialog', { name: 'Rabatt auf den ganzen Verkauf' });
  await discount.getByRole('tab', { name: 'Betrag' }).click();
  await discount.getByLabel('Rabattbetrag (€)').fill('2,50');
  await discount.getByRole('button', { name: 'Anwenden' }).click();
  await expect(discount).toBeHidden();
  await expect(page.getByTestId('cart-total')).toHaveText(euros(780 - 250));

  // Opened again, the amount is filled in as it was typed; a percentage takes a decimal comma too.
  await page.getByRole('button', { name: 'Rabatt', exact: true }).click();
  await expect(discount.getByLabel('Rabattbetrag (€)')).toHaveValue('2,50');
  await discount.getByRole('tab', { name: 'Prozent' }).click();
  await discount.getByLabel('Rabatt in Prozent').fill('12,5');
  await expect(discount.getByText('Geben Sie einen Wert über 0 ein')).toHaveCount(0);
  await discount.getByRole('button', { name: 'Anwenden' }).click();
  await expect(discount).toBeHidden();
  // 12.5 % of €7.80 is €0.975: €0.98 off, €6.82 to pay.
  await expect(page.getByTestId('cart-total')).toHaveText(euros(682));

  await page.goto('/settings');
  const rate = page.getByLabel('Standard-Steuersatz (%)');
  await expect(rate).toHaveValue('19');
  await rate.fill('7,5');
  // One Save for the whole General tab, at its foot.
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByText('Einstellungen gespeichert')).toBeVisible();
  const owner = await signInCookie(server.baseURL, feinkost.admin.id, feinkost.admin.pin);
  const saved = await api<{ taxRate: number }>(server.baseURL, owner, 'GET', '/settings/store');
  expect(saved.taxRate).toBe(7.5);
  await page.reload();
  await expect(page.getByLabel('Standard-Steuersatz (%)')).toHaveValue('7,5');
  await api(server.baseURL, owner, 'PUT', '/settings/store', { ...saved, taxRate: 19 });
});
