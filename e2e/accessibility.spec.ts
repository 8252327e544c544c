import type { Locator, Page } from '@playwright/test';
import { dialogs, screens, seriousFindings, viewportOf, widths } from './accessibility';
import { expect, test as base, tillOneStorage } from './fixtures';
import { signIn } from './support';

/**
 * Every screen and main dialog checked with axe-core against WCAG 2.0 and 2.1 A and AA at a desktop's width, a
 * tablet's (issue 42) and a phone's (issue 31), one after another in the same tab: a serious or critical finding
 * fails the test, listed by width, rule, element and what to fix.
 * The admin (who may open every screen) signs in once per worker, and that worker's tests open their screens in the
 * one tab, as staff moving around the back office do: a new browser context a test loaded the whole app cold each
 * time, two thirds of a check's cost.
 */
const test = base.extend<object, { adminPage: Page }>({
  adminPage: [
    async ({ browser, store }, use) => {
      const context = await browser.newContext({
        baseURL: store.baseURL,
        storageState: tillOneStorage(store.baseURL),
      });
      const page = await context.newPage();
      await signIn(page, 'admin');
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

// Each check stands alone (it opens its own screen): they spread over the workers.
test.describe.configure({ mode: 'parallel' });

/** The findings at each width in turn, each line led by its width: the page is checked as it stands at each. */
async function findingsAtEachWidth(page: Page, ready: () => Locator | Promise<Locator>) {
  const findings: string[] = [];
  for (const width of widths) {
    await page.setViewportSize(viewportOf(width));
    await expect(await ready()).toBeVisible();
    findings.push(...(await seriousFindings(page)).map((finding) => `at ${width} px: ${finding}`));
  }
  return findings;
}

/**
 * The admin's tab on the screen at `path`: moved to it inside the app, as the sidebar's links do (a reload fetched
 * the app and every query again, a third of a check), or reloaded when already there, to close what an earlier
 * check opened.
 */
async function adminAt(page: Page, path: string) {
  const here = await page.evaluate(() => location.pathname + location.search).catch(() => null);
  if (here === null || here === path || !page.url().startsWith('http')) await page.goto(path);
  else
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  return page;
}

const atWidths = `at ${widths.join(', ')} px`;

test(`Sign in has no serious or critical axe findings ${atWidths}`, async ({ page }) => {
  await page.goto('/');
  expect(await findingsAtEachWidth(page, () => page.getByRole('radiogroup', { name: 'Staff member' }))).toEqual([]);
});

test(`Customer display (pairing) has no serious or critical axe findings ${atWidths}`, async ({ page }) => {
  await page.goto('/display');
  expect(await findingsAtEachWidth(page, () => page.getByLabel('Display code'))).toEqual([]);
});

test(`Add a till has no serious or critical axe findings ${atWidths}`, async ({ page }) => {
  await page.goto('/add-till');
  expect(await findingsAtEachWidth(page, () => page.getByRole('heading', { name: 'Add a till' }))).toEqual([]);
});

for (const screen of screens) {
  test(`${screen.name} has no serious or critical axe findings ${atWidths}`, async ({ adminPage }) => {
    const page = await adminAt(adminPage, screen.path);
    expect(await findingsAtEachWidth(page, () => screen.ready(page))).toEqual([]);
  });
}

for (const dialog of dialogs) {
  test(`the ${dialog.name} dialog has no serious or critical axe findings ${atWidths}`, async ({ adminPage }) => {
    const page = await adminAt(adminPage, dialog.path);
    await page.setViewportSize(viewportOf(widths[0]));
    const opened = await dialog.open(page);
    expect(await findingsAtEachWidth(page, () => opened)).toEqual([]);
  });
}
