import type { Page } from '@playwright/test';

/** Puts one product in the till's cart and opens the payment dialog. */
export async function openPaymentAtTheTill(page: Page) {
  await page.goto('/pos');
  await page
    .getByRole('group', { name: 'Products' })
    .getByRole('button', { name: /Lavender/ })
    .click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  return page.getByRole('dialog', { name: 'Payment' });
}
