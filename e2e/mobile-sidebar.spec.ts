import { expect, test } from './fixtures';
import { signIn } from './support';

test.use({ viewport: { width: 375, height: 740 } });

test('at 375 px the sidebar is hidden, the header button opens it, the backdrop and a link close it', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
  await expect(sidebar).toBeHidden();
  await expect(page.getByRole('banner').getByText('Tillwise', { exact: true })).toBeHidden();

  await toggle.click();
  await expect(sidebar).toBeVisible();
  await page.getByTestId('sidebar-backdrop').click({ position: { x: 350, y: 400 } });
  await expect(sidebar).toBeHidden();

  await toggle.click();
  await expect(sidebar).toBeVisible();
  await sidebar.getByRole('link', { name: 'Customers' }).click();
  await expect(sidebar).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();
});
