import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { emptyInstall, setUpOwnerStore } from './owner-store';
import type { OwnServer } from './own-server';

/**
 * The delicatessen (owner-store.ts) on a server of this file's own, set up from an empty install before its first
 * test and stopped after its last. The file opens its pages there with `test.use`.
 */
export function deliForTheseTests(): OwnServer {
  const server = emptyInstall();
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const store = await setUpOwnerStore(server);
    expect(store.coffeeVariants).toHaveLength(2);
  });
  test.afterAll(() => server.dispose());
  return server;
}

export const products = (page: Page) => page.getByRole('group', { name: 'Products' });
export const cart = (page: Page) => page.getByRole('list', { name: 'Cart items' });

/** Taps a weighed product's tile and types what the scale shows. */
export async function weigh(page: Page, name: RegExp, weight: string, preview: string) {
  await products(page).getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog', { name: /^Weigh / });
  await dialog.getByLabel(/^Weight/).fill(weight);
  await expect(dialog.getByTestId('weigh-preview')).toHaveText(preview);
  await dialog.getByRole('button', { name: 'Add to sale' }).click();
  await expect(dialog).toBeHidden();
}
