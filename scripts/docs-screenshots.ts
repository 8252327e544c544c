// npm run docs:screenshots: every picture the docs show (docs/images/*.png), taken from the app itself.
//
// Starts Tillwise on an empty temporary data folder (the server seeds the demo store, as on a first start), signs in
// as the demo staff in Debian's Chromium and captures each screen at 1280 × 800 (the till also at 375 px wide, as on a
// phone). The web app must be built: `npm run docs:screenshots` builds it first; running this file on its own uses the
// build already in web/dist. Re-running it writes every image again; the docs name exactly these files.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, Locator, Page } from 'playwright-core';
import { OwnServer } from '../e2e/own-server';

const root = path.join(import.meta.dirname, '..');
const imagesDir = path.join(root, 'docs', 'images');
const desktop = { width: 1280, height: 800 };
const phone = { width: 375, height: 812 };

/** The demo staff, as the sign-in screen lists them (README.md). */
const staff = {
  admin: { name: 'Olivia Bennett', pin: '1111' },
  manager: { name: 'Marcus Reid', pin: '2222' },
  cashier: { name: 'Priya Shah', pin: '3333' },
} as const;

if (!fs.existsSync(path.join(root, 'web', 'dist', 'index.html'))) {
  console.error('The web app is not built: run `npm run build` first (npm run docs:screenshots does).');
  process.exit(1);
}

const written: string[] = [];

/** Saves a picture of the page (or of one element; `fullPage`: the whole page's length) as docs/images/<name>.png. */
async function capture(target: Page | Locator, name: string, fullPage = false) {
  const file = path.join(imagesDir, `${name}.png`);
  const options = { path: file, animations: 'disabled', caret: 'hide', scale: 'css' } as const;
  await ('goto' in target ? target.screenshot({ ...options, fullPage }) : target.screenshot(options));
  written.push(`${path.relative(root, file)} (${Math.round(fs.statSync(file).size / 1024)} KB)`);
}

/** Waits until no toast is on screen, so that a picture shows the screen rather than the last message. */
async function toastsGone(page: Page) {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
}

/** Signs in from the sign-in screen as a person does: their name, their PIN, Sign in. */
async function signIn(page: Page, who: keyof typeof staff, pathname = '/') {
  await page.goto(pathname);
  await page
    .getByRole('radiogroup', { name: 'Staff member' })
    .getByRole('radio')
    .filter({ hasText: staff[who].name })
    .first()
    .click();
  for (const digit of staff[who].pin) await page.getByRole('button', { name: digit, exact: true }).click();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'User menu' }).waitFor();
}

/**
 * A fresh browser, as a new device is, on the server's address. Headless Chromium has no print dialog: printing keeps
 * a copy of what was laid out for the paper (#printed), which the print stylesheet shows. The offline shell's service
 * worker is left out, as in the e2e tests: it changes nothing on screen.
 */
// Runs in the page (as text: the scripts' TypeScript project has no DOM types).
const keepPrintedCopy = `window.print = () => {
  const area = document.querySelector('.print-receipt');
  if (area) document.body.append(Object.assign(area.cloneNode(true), { id: 'printed' }));
};`;
const scrollToTop = (page: Page) => page.evaluate('window.scrollTo(0, 0)');

async function newTab(browser: Browser, server: OwnServer) {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: desktop,
    locale: 'en-US',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.addInitScript({ content: keepPrintedCopy });
  return { context, page };
}

const tile = (page: Page, name: RegExp) => page.getByRole('group', { name: 'Products' }).getByRole('button', { name });

/** The till: the sign-in screen, a cart, the till chooser, payment, the sale's receipt, a refund and the phone. */
async function theTill(browser: Browser, server: OwnServer) {
  const { context, page } = await newTab(browser, server);

  await page.goto('/');
  await page
    .getByRole('radiogroup', { name: 'Staff member' })
    .getByRole('radio')
    .filter({ hasText: staff.cashier.name })
    .first()
    .click();
  for (const digit of staff.cashier.pin.slice(0, 2)) {
    await page.getByRole('button', { name: digit, exact: true }).click();
  }
  await capture(page, 'sign-in');
  for (const digit of staff.cashier.pin.slice(2)) {
    await page.getByRole('button', { name: digit, exact: true }).click();
  }
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'User menu' }).waitFor();

  await page.getByRole('link', { name: 'Point of Sale' }).first().click();
  await tile(page, /Lavender/).click();
  await tile(page, /Lavender/).click();
  await tile(page, /Terracotta Pot/).click();
  await tile(page, /Hand Trowel/).click();
  await page.getByRole('list', { name: 'Cart items' }).getByRole('listitem').nth(2).waitFor();
  await scrollToTop(page);
  await capture(page, 'till-cart', true);

  await page.getByRole('button', { name: 'Checkout' }).click();
  const chooser = page.getByRole('dialog', { name: 'Which till is this?' });
  await chooser.getByRole('button', { name: /Till 1/ }).waitFor();
  await capture(page, 'till-choose');
  await chooser.getByRole('button', { name: /Till 1/ }).click();

  const payment = page.getByRole('dialog', { name: 'Payment' });
  await payment.getByRole('tab', { name: 'Cash' }).click();
  await payment.getByLabel('Amount tendered').fill('80');
  await payment.getByTestId('change-due').waitFor();
  await capture(page, 'till-payment');
  await payment.getByRole('button', { name: 'Complete Sale' }).click();
  await payment.waitFor({ state: 'hidden' });
  const reprint = page.getByRole('button', { name: /^Receipt ORD-/ });
  await reprint.waitFor();
  await capture(page, 'till-sale-done');
  const number = ((await reprint.innerText()).match(/ORD-\d+/) ?? [''])[0];

  // The receipt as it prints: the print stylesheet's layout of the sale just made.
  await reprint.click();
  await page.locator('#printed').waitFor({ state: 'attached' });
  await page.addStyleTag({ content: '#printed { width: 80mm; margin: 0 auto; padding: 4mm; background: white; }' });
  await page.emulateMedia({ media: 'print' });
  await capture(page.locator('#printed'), 'receipt');
  await page.emulateMedia({ media: 'screen' });
  await toastsGone(page);

  await page.getByRole('button', { name: 'Process Refund' }).click();
  const refund = page.getByRole('dialog', { name: 'Process Refund' });
  await refund.getByLabel('Receipt number').fill(number);
  await refund
    .getByRole('list', { name: 'Orders found' })
    .getByRole('button', { name: new RegExp(number) })
    .click();
  await refund.getByText('Terracotta Pot 30cm').first().click();
  await page.waitForTimeout(300);
  await capture(page, 'till-refund');
  await refund.getByRole('button', { name: 'Cancel' }).first().click();
  await refund.waitFor({ state: 'hidden' });

  // The same till on a phone: the products above, the sale below.
  await tile(page, /Peace Lily/).click();
  await tile(page, /Tomato 'Gardener/).click();
  await page.setViewportSize(phone);
  await page.waitForTimeout(300);
  await scrollToTop(page);
  await capture(page, 'till-phone');
  await context.close();
}

/** The back office: dashboard, products and the product form, customers, orders, a report and settings. */
async function theBackOffice(browser: Browser, server: OwnServer) {
  const { context, page } = await newTab(browser, server);
  await signIn(page, 'admin');
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  await page.getByText('Popular Products').waitFor();
  await page.waitForTimeout(500); // the chart draws in
  await capture(page, 'dashboard');

  await page.getByRole('link', { name: 'Products' }).first().click();
  await page.getByRole('button', { name: 'List view' }).click();
  await page.getByText('Wildflower Meadow Seed Mix 500g').waitFor();
  await capture(page, 'products');

  await page.getByRole('button', { name: 'Add Product' }).click();
  const form = page.getByRole('dialog', { name: 'Add Product' });
  await form.getByLabel('Name').fill('Hardy Fuchsia Riccartonii');
  await form.getByLabel('SKU').fill('PLT-FUC-01');
  await form.getByLabel('Price ($)').fill('14.99');
  await form.getByLabel('Cost ($)').fill('6.50');
  await form.getByLabel('Stock').fill('9');
  await form.getByLabel('Reorder level').fill('4');
  await form.getByLabel('Category').selectOption({ label: 'Plants' });
  await form.getByLabel('Supplier').fill('Greenfield Nurseries');
  await capture(page, 'product-add');
  await form.getByRole('button', { name: 'Add Product' }).click();
  await form.waitFor({ state: 'hidden' });
  await toastsGone(page);

  await page.getByRole('link', { name: 'Customers' }).first().click();
  await page.getByRole('button', { name: 'View Ava Patel' }).click();
  await page.getByRole('dialog').first().waitFor();
  await page.waitForTimeout(500);
  await capture(page, 'customer-details');
  await page.keyboard.press('Escape');

  // The cashier's sale from theTill, the newest order.
  await page.getByRole('link', { name: 'Orders' }).first().click();
  await page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1).getByRole('button').first().click();
  await page
    .getByRole('dialog', { name: /^Order ORD-/ })
    .getByRole('list', { name: 'Order lines' })
    .waitFor();
  await capture(page, 'order-details');
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Reports' }).first().click();
  await page.getByRole('table', { name: 'Payment methods' }).waitFor();
  await page.waitForTimeout(500);
  await capture(page, 'report-sales');

  await page.getByRole('link', { name: 'Settings' }).first().click();
  await page.getByRole('textbox', { name: 'Business Name' }).waitFor();
  await capture(page, 'settings');

  await page.getByRole('tab', { name: 'Promotions', exact: true }).click();
  await page.getByRole('button', { name: 'Add promotion' }).click();
  const promotion = page.getByRole('dialog', { name: 'New promotion' });
  await promotion.getByLabel('Name', { exact: true }).fill('20 % off Plants');
  await promotion.getByLabel('Percent off', { exact: true }).fill('20');
  await promotion.getByRole('checkbox', { name: 'Plants', exact: true }).check();
  await capture(page, 'promotion-add');
  await context.close();
}

/** A day at a till: a manager opens Till 2's shift (closed in the demo), sells, then counts the drawer and closes. */
async function theDay(browser: Browser, server: OwnServer) {
  const { context, page } = await newTab(browser, server);
  await signIn(page, 'manager', '/pos');
  const bar = page.getByRole('region', { name: 'Shift' });
  await bar.getByRole('button', { name: 'Choose till' }).click();
  await page
    .getByRole('dialog', { name: 'Which till is this?' })
    .getByRole('button', { name: /Till 2/ })
    .click();
  await bar.getByRole('button', { name: 'Open shift' }).click();
  const opening = page.getByRole('dialog', { name: 'Open shift on Till 2' });
  const float = [
    ['$20 notes', '4'],
    ['$10 notes', '3'],
    ['$5 notes', '4'],
    ['$1 notes', '15'],
    ['25¢ coins', '20'],
  ] as const;
  for (const [piece, count] of float) {
    await opening.getByLabel(`${piece} counted`, { exact: true }).fill(count);
  }
  await capture(page, 'shift-open');
  await opening.getByRole('button', { name: 'Open shift' }).click();
  await opening.waitFor({ state: 'hidden' });

  await tile(page, /Organic Tomato Feed/).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment' });
  await payment.getByRole('tab', { name: 'Cash' }).click();
  await payment.getByLabel('Amount tendered').fill('10');
  await payment.getByRole('button', { name: 'Complete Sale' }).click();
  await payment.waitFor({ state: 'hidden' });
  await toastsGone(page);

  await bar.getByRole('button', { name: 'Close shift' }).click();
  const closing = page.getByRole('dialog', { name: 'Close shift on Till 2' });
  await closing.getByRole('button', { name: 'Enter a total instead' }).click();
  const expected = await closing
    .getByText(/Expected in drawer/)
    .first()
    .innerText();
  const amount = (expected.match(/\$([\d,]+\.\d\d)/) ?? ['', '155.40'])[1]!.replace(/,/g, '');
  await closing.getByLabel('Amount in the drawer ($)').fill(amount);
  await closing.getByRole('button', { name: 'Count drawer' }).click();
  await closing.getByLabel('Drawer count').waitFor();
  await capture(page, 'shift-close');
  await closing.getByRole('button', { name: 'Close shift' }).click();
  const done = page.getByRole('dialog', { name: /Shift closed: Z-/ });
  await done.waitFor();
  await capture(page, 'z-report');
  await context.close();
}

fs.mkdirSync(imagesDir, { recursive: true });
const server = new OwnServer({ fresh: true });
try {
  console.log('Starting Tillwise on an empty data folder (it seeds the demo store)…');
  await server.start();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    await theTill(browser, server);
    await theBackOffice(browser, server);
    await theDay(browser, server);
  } finally {
    await browser.close();
  }
} finally {
  await server.dispose();
}
console.log(`Wrote ${written.length} images:\n  ${written.join('\n  ')}`);
// A picture no step takes any more is named, for the docs to stop showing it and the file to go.
const stale = fs
  .readdirSync(imagesDir)
  .filter((file) => file.endsWith('.png') && !written.some((line) => line.startsWith(`docs/images/${file} `)));
if (stale.length > 0) console.warn(`Not taken by this script (remove them from docs/): ${stale.join(', ')}`);
