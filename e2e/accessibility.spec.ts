import type { Cookie } from '@playwright/test';
import { dialogs, screens, seriousFindings, widths } from './accessibility';
import { expect, test as base, tillOneStorage } from './fixtures';
import { signIn } from './support';

/**
 * Every screen and main dialog checked with axe-core against WCAG 2.0 and 2.1 A and AA at a desktop's width and a
 * phone's (issue 31): a serious or critical finding fails the test, listed by rule, element and what to fix.
 * The admin (who may open every screen) signs in once per worker; each test opens its screen with that session.
 */
const test = base.extend<object, { adminCookies: Cookie[] }>({
  adminCookies: [
    async ({ browser, store }, use) => {
      const context = await browser.newContext({
        baseURL: store.baseURL,
        storageState: tillOneStorage(store.baseURL),
      });
      await signIn(await context.newPage(), 'admin');
      // The server renews the session while it is used, but the copy kept here would expire when the first cookie
      // did: kept as a browser-session cookie, it lasts the worker.
      const cookies = (await context.cookies()).map((cookie) => ({ ...cookie, expires: -1 }));
      await context.close();
      await use(cookies);
    },
    { scope: 'worker' },
  ],
});

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 800 } });

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
      test(`${screen.name} has no serious or critical axe findings at ${width} px`, async ({ page, adminCookies }) => {
        await page.context().addCookies(adminCookies);
        await page.goto(screen.path);
        await expect(screen.ready(page)).toBeVisible();
        expect(await seriousFindings(page)).toEqual([]);
      });
    }

    for (const dialog of dialogs) {
      test(`the ${dialog.name} dialog has no serious or critical axe findings at ${width} px`, async ({
        page,
        adminCookies,
      }) => {
        await page.context().addCookies(adminCookies);
        await page.goto(dialog.path);
        await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
        await expect(await dialog.open(page)).toBeVisible();
        expect(await seriousFindings(page)).toEqual([]);
      });
    }
  });
}
