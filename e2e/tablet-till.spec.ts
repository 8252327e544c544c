import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { queryStoreRow } from './database';
import { holdRequests, signIn } from './support';

/**
 * The till on a tablet (issue 42), run by the tablet projects (iPad portrait 810×1080 and landscape 1180×820, touch,
 * device scale factor 2): the products and the sale side by side, each control big enough for a finger, nothing
 * scrolling sideways, every tile's text inside its tile at every width from a small phone's.
 */
const products = (page: Page) => page.getByRole('group', { name: 'Products' });
const tile = (page: Page, name: RegExp) => products(page).getByRole('button', { name });

/** Whether the page scrolls sideways (a layout wider than the screen). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The visible controls within `scope` smaller than 44 × 44 px (WCAG 2.5.5), named as a person reads them. */
async function smallTargets(scope: Locator) {
  return scope.evaluate((root) =>
    Array.from(root.querySelectorAll('button, a[href], [role="tab"], input:not([type="checkbox"]):not([type="radio"])'))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ element, box }) => box.width > 0 && element.checkVisibility())
      .filter(({ element, box }) => box.height < 44 || (element.tagName !== 'INPUT' && box.width < 44))
      .map(
        ({ element, box }) =>
          `${element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName} ${Math.round(box.width)}×${Math.round(box.height)}`,
      ),
  );
}

/**
 * The till's shift answered as one left open since the day before (as once midnight has passed with it open: the
 * bar then shows a badge), sent when the returned function is called.
 */
async function heldShiftLeftOpenOvernight(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/shifts/current?*', async (route) => {
    await held;
    const response = await route.fetch();
    const current = await response.json();
    await route.fulfill({
      response,
      json: { ...current, shift: { ...current.shift, leftOpenOvernight: true } },
    });
  });
  return release;
}

test(
  'the product tiles stay where they are when the till’s shift arrives, so a tap meanwhile lands on its tile',
  { tag: '@tablet' },
  async ({ page }) => {
    await signIn(page, 'cashier', '/pos');
    await expect(page.getByTestId('shift-status')).toHaveText(/Shift open since/);
    for (const hold of [() => holdRequests(page, '**/api/shifts/current?*'), () => heldShiftLeftOpenOvernight(page)]) {
      const release = await hold();
      await page.reload();
      await expect(page.getByTestId('shift-status')).toHaveText('Loading the shift…');
      const before = (await tile(page, /Lavender/).boundingBox())!;
      release();
      await expect(page.getByTestId('shift-status')).toHaveText(/Shift open since/);
      expect((await tile(page, /Lavender/).boundingBox())!.y).toBe(before.y);
      await page.unrouteAll();
    }
    // The second answer was a shift left open overnight: its badge came with it, and moved nothing either.
    await expect(page.getByText('Left open', { exact: true })).toBeVisible();
  },
);

test(
  'sells with the products and the cart side by side, touch-sized controls and nothing scrolling sideways',
  { tag: '@tablet' },
  async ({ page }) => {
    await signIn(page, 'cashier', '/pos');
    await tile(page, /Lavender/).tap();
    await tile(page, /Lavender/).tap();
    await tile(page, /Hand Trowel/).tap();
    await tile(page, /Monstera/).tap();
    const cart = page.locator('#current-sale');
    await expect(cart.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(3);

    // Side by side: the cart beside the products, not below them, and Checkout on the screen.
    const productsBox = (await products(page).boundingBox())!;
    const cartBox = (await cart.boundingBox())!;
    expect(cartBox.x).toBeGreaterThanOrEqual(productsBox.x + productsBox.width);
    expect(cartBox.y).toBeLessThan(productsBox.y + productsBox.height);
    await expect(page.getByRole('button', { name: 'Checkout' })).toBeInViewport();
    expect(await scrollsSideways(page)).toBe(false);
    // The sidebar is folded into the menu, the floating cart bar not needed.
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).not.toBeInViewport();
    await expect(page.getByRole('button', { name: /Current Sale ·/ })).toBeHidden();
    expect(await smallTargets(page.getByRole('main'))).toEqual([]);
    expect(await smallTargets(page.locator('header'))).toEqual([]);

    await page.getByRole('button', { name: 'Checkout' }).tap();
    const payment = page.getByRole('dialog', { name: 'Payment' });
    await payment.getByRole('tab', { name: 'Cash' }).tap();
    expect(await smallTargets(payment)).toEqual([]);
    await payment.getByLabel('Amount tendered').fill('100');
    await payment.getByRole('button', { name: 'Complete Sale' }).tap();
    await expect(payment).toBeHidden();
    const change = page.getByTestId('sale-change-due');
    await expect(change).toBeInViewport();
    const number = (await page.getByRole('region', { name: 'Change due' }).innerText()).match(/ORD-\d+/)![0];
    const recorded = await queryStoreRow<{ total_cents: number }>(
      'select total_cents from orders where number = ?',
      number,
    );
    const changeCents = 10_000 - Number(recorded.total_cents);
    await expect(change).toHaveText(`$${(changeCents / 100).toFixed(2)}`);
  },
);

test(
  "every tile keeps its name, price with unit and stock inside it, at every width from a small phone's",
  { tag: '@tablet' },
  async ({ page }) => {
    await signIn(page, 'cashier', '/pos');
    await expect(tile(page, /Lavender/)).toBeVisible();
    for (const width of [320, 375, 414, 744, 768, 810, 1024, 1180, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(tile(page, /Lavender/)).toContainText(/in stock/);
      const spilled = await products(page).evaluate((group) =>
        Array.from(group.querySelectorAll('button')).flatMap((button) => {
          const outer = button.getBoundingClientRect();
          return Array.from(button.querySelectorAll('span'))
            .filter((part) => part.children.length === 0 && part.textContent?.trim())
            .filter((part) => {
              const inner = part.getBoundingClientRect();
              return inner.left < outer.left || inner.right > outer.right + 0.5 || inner.bottom > outer.bottom + 0.5;
            })
            .map((part) => `${button.getAttribute('title') ?? button.textContent?.slice(0, 20)}: ${part.textContent}`);
        }),
      );
      expect(spilled, `at ${width} px`).toEqual([]);
      expect(await scrollsSideways(page), `at ${width} px`).toBe(false);
    }
  },
);

test(
  "on a phone the till's actions and its shift bar are one line that opens the rest",
  { tag: '@tablet' },
  async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, 'cashier', '/pos');
    const shift = page.getByRole('region', { name: 'Shift' });
    await expect(shift.getByTestId('shift-status')).toHaveText(/Shift open since/);
    await expect(page.getByRole('button', { name: 'Process Refund' })).toBeHidden();
    await expect(shift.getByRole('button', { name: 'Cash in/out' })).toBeHidden();
    expect((await shift.boundingBox())!.height).toBeLessThanOrEqual(90);
    // The first products show without scrolling.
    await expect(tile(page, /Acacia/)).toBeInViewport();
    // A shift left open overnight (a run across midnight found this bar 254 px tall): its badge fits the line too.
    const release = await heldShiftLeftOpenOvernight(page);
    release();
    await page.reload();
    await expect(shift.getByText('Left open', { exact: true })).toBeVisible();
    expect((await shift.boundingBox())!.height).toBeLessThanOrEqual(90);
    await page.unrouteAll();

    const more = shift.getByRole('button', { name: 'Till actions' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.tap();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(shift.getByRole('button', { name: 'Cash in/out' })).toBeVisible();
    await page.getByRole('button', { name: 'Process Refund' }).tap();
    await expect(page.getByRole('dialog', { name: 'Process Refund' })).toBeVisible();
  },
);
