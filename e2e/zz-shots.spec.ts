import { expect, ownServerForTheseTests, test, tillOneStorage } from './fixtures';
import { signIn } from './support';

const server = ownServerForTheseTests();
test.use({ baseURL: server.baseURL, storageState: tillOneStorage(server.baseURL) });

for (const [w, h] of [[1280, 900], [810, 1080], [375, 812]] as const) {
  test(`shots ${w}`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await signIn(page, 'admin', '/settings');
    await expect(page.getByText('Language and Currency')).toBeVisible();
    await page.getByText('Language and Currency').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/general-${w}.png`, fullPage: false });
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitemradio').first().hover();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots/usermenu-${w}.png` });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.goto('/reports?tab=sales');
    await expect(page.getByRole('tab', { name: 'Sales' })).toBeVisible();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/reports-${w}.png` });
  });
}
