import fs from 'node:fs';
import { expect, test } from './fixtures';
import { signIn } from './support';

test('every screen works under the Content-Security-Policy without a single violation', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const home = await page.goto('/');
  const policy = home?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self';");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(home?.headers()['x-content-type-options']).toBe('nosniff');

  await signIn(page, 'admin');
  const screens = ['/', '/pos', '/products', '/customers', '/orders', '/reports?tab=finance', '/shifts', '/audit'];
  for (const screen of [...screens, '/settings?tab=Receipts']) {
    await page.goto(screen);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    expect(violations, screen).toEqual([]);
  }
});

test('an admin finds a price change in the audit log, filters it and exports it', async ({ page }) => {
  await signIn(page, 'admin', '/products');
  const { items } = await (await page.request.get('/api/products?q=Lavender')).json();
  const { id, stock, ...lavender } = items[0];
  void stock;
  const raise = await page.request.put(`/api/products/${id}`, {
    data: { ...lavender, priceCents: lavender.priceCents + 25 },
  });
  expect(raise.ok()).toBe(true);

  await page.goto('/settings?tab=Security');
  await page.getByRole('link', { name: 'Open the audit log' }).click();
  await expect(page).toHaveURL(/\/audit$/);
  await page.getByLabel('Action').selectOption({ label: 'Price change' });
  const log = page.getByRole('table', { name: 'Audit log' });
  const row = log.getByRole('row').nth(1);
  await expect(row).toContainText('Olivia Bennett');
  await expect(row).toContainText('Price change');
  await expect(row).toContainText(`${lavender.name} · price`);
  await page.getByLabel('Search entries').fill('no such thing');
  await expect(page.getByText('Nothing recorded')).toBeVisible();
  await page.getByLabel('Search entries').fill(lavender.name);
  await expect(row).toContainText(lavender.name);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  const csv = fs.readFileSync((await file.path()) ?? '', 'utf8');
  expect(csv.split('\r\n')[0]).toBe('Time,Business Date,Action,Staff,Approved By,Till,Summary,Details');
  expect(csv).toContain('Price change');
  expect(csv).toContain(lavender.name);

  // Put the price back for the tests that follow; that change is recorded too.
  expect((await page.request.put(`/api/products/${id}`, { data: lavender })).ok()).toBe(true);
  await page.reload();
  await expect(log.getByRole('row')).toHaveCount(3);
});

test('a cashier cannot open the audit log', async ({ page }) => {
  await signIn(page, 'cashier', '/audit');
  await expect(page.getByRole('table', { name: 'Audit log' })).toHaveCount(0);
  expect((await page.request.get('/api/audit-log')).status()).toBe(403);
});
