import { expect, test } from './fixtures';
import { signIn } from './support';

const screens = [
  { link: 'Dashboard', path: '/', heading: 'Dashboard', subtitle: 'Welcome back to your retail management system.' },
  { link: 'Point of Sale', path: '/pos', heading: 'Point of Sale' },
  { link: 'Products', path: '/products', heading: 'Products', subtitle: 'Manage your product inventory.' },
  { link: 'Customers', path: '/customers', heading: 'Customers', subtitle: 'Manage your customer database.' },
  { link: 'Orders', path: '/orders', heading: 'Orders', subtitle: 'Manage your sales orders.' },
  { link: 'Reports', path: '/reports', heading: 'Reports', subtitle: 'Analyze your sales and business performance.' },
  { link: 'Settings', path: '/settings', heading: 'Settings', subtitle: 'Manage your store settings and preferences.' },
];

test('the sidebar lists the seven screens in order and each one opens with its heading', async ({ page }) => {
  await signIn(page, 'admin');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(screens.map((screen) => screen.link));
  for (const screen of screens) {
    await nav.getByRole('link', { name: screen.link }).click();
    await expect(page).toHaveURL(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    if (screen.subtitle) await expect(page.getByText(screen.subtitle)).toBeVisible();
    await expect(nav.getByRole('link', { name: screen.link })).toHaveAttribute('aria-current', 'page');
  }
});

test('the header shows the product name, the search box and the notification button', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.getByRole('banner').getByText('Tillwise')).toBeVisible();
  await expect(page.getByPlaceholder('Search products, orders, customers...')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
});

test('a cashier sees only the screens of the role, and is refused the others', async ({ page }) => {
  await signIn(page, 'cashier');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Point of Sale', 'Customers', 'Orders']);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: "You don't have access to this screen" })).toBeVisible();
});

test('an unknown path shows the 404 page, logs the path, and links back to the Dashboard', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await signIn(page, 'admin', '/no-such-page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(
    page.getByText(
      'The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.',
    ),
  ).toBeVisible();
  expect(errors.some((text) => text.includes('/no-such-page'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Dashboard' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test.describe('without the service worker', () => {
  // The service worker would serve the screen from its cache, which page.route cannot see.
  test.use({ serviceWorkers: 'block' });

  test('a screen that fails to load shows the generic error view with its message', async ({ page }) => {
    await signIn(page, 'admin');
    await page.route(/\/assets\/orders-.*\.js$/, (route) => route.abort());
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(/dynamically imported module|Importing a module script failed/);
  });
});
