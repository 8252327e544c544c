import { createHash, X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { expect, test, tillOneStorage } from './fixtures';
import { freePortSync, OwnServer } from './own-server';
import { sellForCash, signIn } from './support';

// A till on the counter reaches the server through the machine's network address, not localhost: only https makes
// that page a secure context. This server listens on every address, with https on a port of its own.
const address = Object.values(os.networkInterfaces())
  .flat()
  .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;
const httpsPort = freePortSync('0.0.0.0');
const server = new OwnServer({ host: '0.0.0.0', httpsPort });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  await server.start();
});
test.afterAll(() => server.dispose());

/**
 * The browser trusts the server's certificate as a device that installed the Tillwise CA would: Chromium is told
 * the server key's hash (--ignore-certificate-errors-spki-list), not to ignore certificate errors in general.
 */
function serverKeyHash(): string {
  const certificate = new X509Certificate(fs.readFileSync(path.join(server.dataDir, 'tls', 'server.crt')));
  return createHash('sha256')
    .update(certificate.publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');
}

test('a till at the shop network address opens over https, reloads with the server down and sells offline', async () => {
  test.setTimeout(120_000);
  if (!address) throw new Error('This machine has no network address other than loopback');
  const origin = `https://${address}:${httpsPort}`;
  const launch = test.info().project.use.launchOptions ?? {};
  const browser = await chromium.launch({
    ...launch,
    args: [...(launch.args ?? []), `--ignore-certificate-errors-spki-list=${serverKeyHash()}`],
  });
  try {
    // Its own browser still takes the run's context options; the service worker is what reloads it offline.
    const context = await browser.newContext({
      serviceWorkers: 'allow',
      baseURL: origin,
      storageState: tillOneStorage(origin),
    });
    const page = await context.newPage();

    // Typed as plain http, the address sends the till to https.
    await page.goto(`http://${address}:${server.port}/pos`);
    await expect(page).toHaveURL(`${origin}/pos`);
    await signIn(page, 'cashier', '/pos');
    expect(
      await page.evaluate(() => ({
        secureContext: window.isSecureContext,
        serviceWorker: 'serviceWorker' in navigator,
        webCrypto: Boolean(crypto.subtle),
        usb: 'usb' in navigator,
        serial: 'serial' in navigator,
      })),
    ).toEqual({ secureContext: true, serviceWorker: true, webCrypto: true, usb: true, serial: true });
    await expect(page.getByText('Not a secure address:')).toBeHidden();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await sellForCash(page, /Lavender/);

    await page.goto('/add-till');
    await expect(page.getByText('This browser trusts Tillwise’s certificate')).toBeVisible();
    await expect(page.getByTestId('secure-address')).toHaveText(`${origin}/pos`);
    await page.goto('/pos');
    await expect(page.getByRole('heading', { name: 'Point of Sale' })).toBeVisible();

    await server.stop();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Point of Sale' })).toBeVisible();
    await sellForCash(page, /Monstera/);
    await expect(page.getByText(/Kept on this till until the server is back/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Sync:/ })).toHaveAccessibleName(/1 sale waiting to sync/);
  } finally {
    await browser.close();
  }
});

test('a device on plain http reads how to add a till and downloads the CA before it trusts it', async ({ page }) => {
  if (!address) throw new Error('This machine has no network address other than loopback');
  await server.start();
  await page.goto(`http://${address}:${server.port}/add-till`);
  await expect(page.getByRole('heading', { name: 'Add a till' })).toBeVisible();
  await expect(page.getByText('This browser does not trust Tillwise’s certificate yet')).toBeVisible();
  await expect(page.getByTestId('secure-address')).toHaveText(`https://${address}:${httpsPort}/pos`);
  await expect(page.getByRole('img', { name: `QR code for https://${address}:${httpsPort}/pos` })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the certificate' }).click();
  const file = await (await download).path();
  const authority = new X509Certificate(fs.readFileSync(file));
  expect(authority.ca).toBe(true);
  expect(authority.subject).toContain('Tillwise local CA');
  await page.getByRole('tab', { name: 'Android' }).click();
  await expect(page.getByText(/Encryption & credentials › Install a certificate › CA certificate/)).toBeVisible();
});
