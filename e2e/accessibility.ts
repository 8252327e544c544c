/**
 * What the accessibility spec checks (issue 31): every screen of the router and the main dialogs, each with what
 * shows once it has its data, and the axe-core run (WCAG 2.0/2.1 A and AA) that lists serious and critical findings.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';

export const widths = [1280, 810, 375] as const;
/** A desktop's screen, an iPad's in portrait, a phone's. */
export const viewportOf = (width: (typeof widths)[number]) => ({
  width,
  height: { 1280: 800, 810: 1080, 375: 740 }[width],
});
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe on the page as it stands and lists its serious and critical findings, one line per element. */
export async function seriousFindings(page: Page): Promise<string[]> {
  await settled(page);
  // A name that does not contain the visible text (WCAG 2.5.3) is an experimental rule in axe: checked here too.
  // Legacy mode runs axe in the page itself; the default opens a blank page (a renderer of its own) for every
  // analysis to merge the results of cross-origin frames, which Tillwise's screens do not have.
  const { violations } = await new AxeBuilder({ page })
    .withTags(wcagTags)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .setLegacyMode()
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${violation.help} — ${node.target.join(' ')}\n    ${(node.failureSummary ?? '').replaceAll('\n', '\n    ')}`,
      ),
    );
}

/** Waits for the page's finite animations (a dialog's fade, a chart's drawing) so contrast is read at rest. */
async function settled(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[data-slot="skeleton"]'), null, { timeout: 15_000 });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The screens the accessibility spec checks, each with what shows once it has its data. */
export interface Screen {
  name: string;
  path: string;
  /** What shows once the screen has its data. */
  ready: (page: Page) => Locator;
}

const heading = (name: string) => (page: Page) => page.getByRole('heading', { name, exact: true, level: 1 });
const tab = (name: string) => (page: Page) => page.getByRole('tab', { name, selected: true });

export const screens: Screen[] = [
  { name: 'Dashboard', path: '/', ready: (page) => page.getByTestId('sales-overview-chart').locator('svg').first() },
  { name: 'Point of Sale', path: '/pos', ready: (page) => page.getByRole('group', { name: 'Products' }) },
  { name: 'Products', path: '/products', ready: (page) => page.getByRole('list', { name: 'Products' }) },
  { name: 'Customers', path: '/customers', ready: heading('Customers') },
  { name: 'Orders', path: '/orders', ready: (page) => page.getByRole('table', { name: 'Orders' }) },
  ...(['Sales', 'Products', 'Staff', 'Inventory', 'Finance'] as const).map((name) => ({
    name: `Reports › ${name}`,
    path: `/reports?tab=${name.toLowerCase()}`,
    ready: tab(name),
  })),
  ...(
    [
      'General',
      'Payments',
      'Promotions',
      'Team',
      'Receipts',
      'Hardware',
      'Reports',
      'Alerts',
      'Security',
      'Integrations',
    ] as const
  ).map((name) => ({ name: `Settings › ${name}`, path: `/settings?tab=${name.toLowerCase()}`, ready: tab(name) })),
  { name: 'Shifts', path: '/shifts', ready: heading('Shifts') },
  { name: 'Audit', path: '/audit', ready: heading('Audit Log') },
  { name: 'Transfers', path: '/transfers', ready: heading('Stock transfers') },
  { name: 'Purchasing', path: '/purchasing', ready: heading('Purchasing') },
  { name: 'Stock takes', path: '/stock-takes', ready: heading('Stock takes') },
  { name: 'Not found', path: '/no-such-screen', ready: heading('Oops! Page not found') },
];

export interface Dialog {
  name: string;
  path: string;
  /** Opens the dialog and returns it. */
  open: (page: Page) => Promise<Locator>;
}

export const dialogs: Dialog[] = [
  {
    name: 'Add Product',
    path: '/products',
    open: async (page) => {
      await page.getByRole('button', { name: 'Add Product' }).click();
      return page.getByRole('dialog', { name: 'Add Product' });
    },
  },
  {
    name: 'Print labels',
    path: '/products',
    open: async (page) => {
      await page.getByRole('button', { name: 'Print labels' }).click();
      return page.getByRole('dialog', { name: 'Print labels' });
    },
  },
  {
    name: 'Add Customer',
    path: '/customers',
    open: async (page) => {
      await page.getByRole('button', { name: 'Add Customer' }).click();
      return page.getByRole('dialog', { name: 'Add Customer' });
    },
  },
  {
    name: 'Customer Details',
    path: '/customers',
    open: async (page) => {
      await page.getByRole('button', { name: 'View Emma Thompson' }).click();
      return page.getByRole('dialog', { name: 'Customer Details' });
    },
  },
  {
    name: 'Order details',
    path: '/orders',
    open: async (page) => {
      await page
        .getByRole('table', { name: 'Orders' })
        .getByRole('button', { name: /^ORD-\d+$/ })
        .first()
        .click();
      return page.getByRole('dialog', { name: /^Order ORD-\d+$/ });
    },
  },
  {
    name: 'Payment',
    path: '/pos',
    open: async (page) => {
      await page.getByRole('group', { name: 'Products' }).getByRole('button').first().click();
      await page.getByRole('button', { name: 'Checkout' }).click();
      return page.getByRole('dialog', { name: 'Payment' });
    },
  },
  {
    name: 'Cash in / out',
    path: '/pos',
    open: async (page) => {
      await page.getByRole('button', { name: 'Cash in/out' }).click();
      return page.getByRole('dialog', { name: 'Cash in / out' });
    },
  },
  {
    name: 'New purchase order',
    path: '/purchasing',
    open: async (page) => {
      await page.getByRole('button', { name: 'New purchase order' }).click();
      return page.getByRole('dialog', { name: 'New purchase order' });
    },
  },
  {
    name: 'New stock take',
    path: '/stock-takes',
    open: async (page) => {
      await page.getByRole('button', { name: 'New stock take' }).click();
      return page.getByRole('dialog', { name: 'New stock take' });
    },
  },
  {
    name: 'New transfer',
    path: '/transfers',
    open: async (page) => {
      await page.getByRole('button', { name: 'New transfer' }).click();
      return page.getByRole('dialog', { name: 'New transfer' });
    },
  },
  {
    name: 'New promotion',
    path: '/settings?tab=promotions',
    open: async (page) => {
      await page.getByRole('button', { name: 'Add promotion' }).click();
      return page.getByRole('dialog', { name: 'New promotion' });
    },
  },
];
