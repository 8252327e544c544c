import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { signIn } from './support';

// Staff choose their own language with migration 045; until the server's session (from signing in, or asked for
// again) says it, the test's does.
const signedInPersonSpeaks = (page: Page, language: string) =>
  page.route('**/api/session', async (route) => {
    const response = await route.fetch();
    if (route.request().method() === 'DELETE' || !response.ok()) return route.fulfill({ response });
    const session = (await response.json()) as { user: object } | null;
    await route.fulfill({ response, json: session && { ...session, user: { ...session.user, language } } });
  });

test('a cashier who works in French sells at the till in French', async ({ page }) => {
  await signedInPersonSpeaks(page, 'fr-FR');
  await signIn(page, 'cashier', '/pos');
  await expect(page.getByRole('heading', { name: 'Caisse' })).toBeVisible();
  await expect(page.getByText('Aucun article dans le panier')).toBeVisible();
  await expect(page.getByPlaceholder('Rechercher un produit ou scanner un code-barres…')).toBeVisible();

  await page
    .getByRole('group', { name: 'Produits' })
    .getByRole('button', { name: /Lavender/ })
    .click();
  await expect(page.getByRole('list', { name: 'Articles du panier' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Encaisser' }).click();
  const payment = page.getByRole('dialog', { name: 'Paiement' });
  await payment.getByRole('tab', { name: 'Espèces' }).click();
  await payment.getByLabel('Montant remis').fill('100');
  await payment.getByRole('button', { name: 'Valider la vente' }).click();
  await expect(page.getByText('1 article vendu.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Monnaie à rendre', { exact: true })).toBeVisible();
});

test('a cashier who works in German sells at the till in German', async ({ page }) => {
  await signedInPersonSpeaks(page, 'de-DE');
  await signIn(page, 'cashier', '/pos');
  await expect(page.getByRole('heading', { name: 'Kasse' })).toBeVisible();
  await expect(page.getByText('Keine Artikel im Warenkorb')).toBeVisible();

  await page
    .getByRole('group', { name: 'Produkte' })
    .getByRole('button', { name: /Lavender/ })
    .click();
  await page.getByRole('button', { name: 'Bezahlen' }).click();
  const payment = page.getByRole('dialog', { name: 'Zahlung' });
  await payment.getByRole('tab', { name: 'Bar' }).click();
  await payment.getByLabel('Gegeben').fill('100');
  await payment.getByRole('button', { name: 'Verkauf abschließen' }).click();
  await expect(page.getByText('1 Artikel verkauft.')).toBeVisible({ timeout: 15_000 });
});
