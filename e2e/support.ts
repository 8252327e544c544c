import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export const demoUsers = {
  admin: { pin: '1111' },
  manager: { pin: '2222' },
  cashier: { pin: '3333' },
  inventory: { pin: '4444' },
} as const;

/** Signs in from the sign-in screen as a person would: pick the staff member, tap the PIN, press Sign in. */
export async function signIn(page: Page, role: keyof typeof demoUsers, path = '/') {
  await page.goto(path);
  await signInOnScreen(page, role);
}

/** The same, on the sign-in screen already showing (after Switch User, say), without loading a page. */
export async function signInOnScreen(page: Page, role: keyof typeof demoUsers) {
  const picker = page.getByRole('radiogroup', { name: 'Staff member' });
  await picker
    .getByRole('radio')
    .filter({ hasText: new RegExp(role, 'i') })
    .first()
    .click();
  for (const digit of demoUsers[role].pin) {
    await page.getByRole('button', { name: digit, exact: true }).click();
  }
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

/**
 * Switch User as a person does it: press it and see the sign-in screen. Its sign-out is a request; a page loaded
 * before it is answered would still be signed in (seen in CI), so the next sign-in waits for the screen first.
 */
export async function switchUser(page: Page) {
  await page.getByRole('button', { name: 'Switch User' }).click();
  await expect(page.getByRole('radiogroup', { name: 'Staff member' })).toBeVisible();
}

/** Sells one of a product tile for cash (tendering $100) and waits for the cart to empty. */
export async function sellForCash(page: Page, product: RegExp) {
  await page.getByRole('group', { name: 'Products' }).getByRole('button', { name: product }).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment' });
  await dialog.getByRole('tab', { name: 'Cash' }).click();
  await dialog.getByLabel('Amount tendered').fill('100');
  await dialog.getByRole('button', { name: 'Complete Sale' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(page.getByText('No items in cart')).toBeVisible();
}

/**
 * Picks a customer in the open Attach a customer dialog as a person does: types the search, waits until the list
 * shows what was typed for (the matches of the last keystroke, not the list the dialog opened with, which is
 * replaced under the finger as the search lands), then taps the customer and sees the dialog close.
 */
export async function chooseCustomer(page: Page, search: string, name: string) {
  const attach = page.getByRole('dialog', { name: 'Attach a customer' });
  await attach.getByPlaceholder('Search customers by name, email, or phone...').fill(search);
  const matches = attach.getByRole('button', { name: / pts$/ });
  await expect(matches.filter({ hasNotText: new RegExp(search, 'i') })).toHaveCount(0);
  await matches.filter({ hasText: name }).click();
  await expect(attach).toBeHidden();
}

/**
 * The keyboard as a cashier uses it, counting every key pressed: a chord such as Alt+C is one press, each
 * character typed is one.
 */
export function countedKeys(page: Page) {
  let count = 0;
  return {
    press: async (key: string) => {
      count += 1;
      await page.keyboard.press(key);
    },
    type: async (text: string) => {
      count += text.length;
      await page.keyboard.type(text);
    },
    get count() {
      return count;
    },
  };
}

/**
 * A slow line for one kind of request: those matching `url` wait until the returned function is called, then go
 * on to the server. Stop holding with `page.unroute(url)`.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** What the till keeps in IndexedDB, as the till itself reads it: its outbox, its replica's cursor, its number blocks. */
export const tillDatabase = (page: Page) =>
  page.evaluate(async () => {
    const open = indexedDB.open('tillwise-till');
    const db = await new Promise<IDBDatabase>((resolve) => (open.onsuccess = () => resolve(open.result)));
    const read = (store: string, key?: string) =>
      new Promise<unknown>((resolve) => {
        const request = key
          ? db.transaction(store).objectStore(store).get(key)
          : db.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result);
      });
    return {
      entries: (await read('outbox')) as unknown[],
      cursor: await read('meta', 'cursor'),
      pools: (await read('numberPools')) as unknown[],
    };
  });

/** Waits until the till holds its replica and a block of receipt numbers for sales and refunds: it can sell offline. */
export async function tillCanSellOffline(page: Page) {
  await expect
    .poll(async () => {
      const held = await tillDatabase(page);
      return held.cursor !== undefined && held.pools.length === 2;
    })
    .toBe(true);
}

/** Opens Process Refund at the till and picks the sale numbered `number` from what the search finds. */
export async function openRefund(page: Page, number: string) {
  await page.getByRole('button', { name: 'Process Refund' }).click();
  const refund = page.getByRole('dialog', { name: 'Process Refund' });
  await refund.getByLabel('Receipt number').fill(number);
  await refund
    .getByRole('list', { name: 'Orders found' })
    .getByRole('button', { name: new RegExp(number) })
    .click();
  return refund;
}
