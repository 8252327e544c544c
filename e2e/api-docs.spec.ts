import { expect, test } from './fixtures';

// The API reference (issue 46): /api/docs renders the OpenAPI document in Chromium under the store's
// Content-Security-Policy, with nothing blocked, signed in or not.
test('the API reference renders every part of the API, within the Content-Security-Policy', async ({ page }) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) blocked.push(message.text());
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Tillwise API/ })).toBeVisible();
  await expect(page.getByText('/api/sales', { exact: true }).first()).toBeVisible();
  await page.getByText('/api/sales', { exact: true }).first().click();
  await expect(page.getByText('Request body').first()).toBeVisible();
  expect(blocked).toEqual([]);
});
