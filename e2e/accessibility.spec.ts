import type { Page } from '@playwright/test';
import { dialogs, screens, seriousFindings, widths } from './accessibility';
import { expect, test as base, tillOneStorage } from './fixtures';
import { signIn } from './support';

/**
 * Every screen and main dialog checked with axe-core against WCAG 2.0 and 2.1 A and AA at a desktop's width and a
 * phone's (issue 31): a serious or critical finding fails the test, listed by rule, element and what to fix.
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

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    const viewport = { width, height: width === 375 ? 740 : 800 };
    test.use({ viewport });

    /**
     * The admin's tab at this width, on the screen at `path`: moved to it inside the app, as the sidebar's links
     * do (a reload fetched the app and every query again, a third of a check), or reloaded when already there,
     * to close what an earlier check opened.
     */
    async function adminAt(page: Page, path: string) {
      await page.setViewportSize(viewport);
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

    test(`Sign in has no serious or critical axe findings at ${width} px`, async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('radiogroup', { name: 'Staff member' })).toBeVisible();
      expect(await seriousFindings(page)).toEqual([]);
    });

    test(`Customer display (pairing) has no serious or critical axe findings at ${width} px`, async ({ page }) => {
      await page.goto('/display');
      await expect(page.getByLabel('Display code')).toBeVisible();
      expect(await seriousFindings(page)).toEqual([]);
    });

    test(`Add a till has no serious or critical axe findings at ${width} px`, async ({ page }) => {
      await page.goto('/add-till');
      await expect(page.getByRole('heading', { name: 'Add a till' })).toBeVisible();
      expect(await seriousFindings(page)).toEqual([]);
    });

    for (const screen of screens) {
      test(`${screen.name} has no serious or critical axe findings at ${width} px`, async ({ adminPage }) => {
        const page = await adminAt(adminPage, screen.path);
        await expect(screen.ready(page)).toBeVisible();
        expect(await seriousFindings(page)).toEqual([]);
      });
    }

    for (const dialog of dialogs) {
      test(`the ${dialog.name} dialog has no serious or critical axe findings at ${width} px`, async ({
        adminPage,
      }) => {
        const page = await adminAt(adminPage, dialog.path);
        await expect(await dialog.open(page)).toBeVisible();
        expect(await seriousFindings(page)).toEqual([]);
      });
    }
  });
}
