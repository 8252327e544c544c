import { expect, test } from './fixtures';
import { signIn } from './support';

// Issue 47: a member of staff chooses their own language in the user menu; the till follows whoever is signed in.
test.afterEach(async ({ page }) => {
  // Back to the store's language, so the worker's other tests meet the cashier in English.
  await page.request.put('/api/session/language', { data: { language: null } });
});

test('a cashier who chooses French sells at the till in French', async ({ page }) => {
  await signIn(page, 'cashier', '/pos');
  await expect(page.getByRole('heading', { name: 'Point of Sale' })).toBeVisible();
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitemradio', { name: 'Français (France)' }).click();

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
  // Typed the French way; the store's dollars written the French way too.
  await payment.getByLabel('Montant remis').fill('100,00');
  await expect(payment.getByTestId('change-due')).toHaveText(/^\d+,\d\d\s\$US$/);
  await payment.getByRole('button', { name: 'Valider la vente' }).click();
  await expect(page.getByText('1 article vendu.')).toBeVisible({ timeout: 15_000 });

  // The session remembers it: signed in again, the till is still in French.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Caisse' })).toBeVisible();
});
