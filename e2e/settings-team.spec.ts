import { expect, test, tillOneStorage, ownServerForTheseTests } from './fixtures';
import { queryAt } from './database';
import { signIn } from './support';

// Settings › Team: adding staff, who sign in with their PIN and work.
// Staff added here stay (and end the demo PINs), so Team runs on a server and demo store of its own.
test.describe('Team', () => {
  const server = ownServerForTheseTests();
  test.use({ baseURL: server.baseURL, storageState: tillOneStorage(server.baseURL) });

  test('Add Staff says the email is optional: staff without one are added, sign in and work', async ({ page }) => {
    await signIn(page, 'admin', '/settings?tab=Team');
    const addStaff = async (name: string, pin: string, email = '') => {
      await page.getByRole('button', { name: 'Add Staff' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Staff' });
      await expect(dialog.getByText('Staff sign in with their PIN: an email is only for reaching them.')).toBeVisible();
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByLabel('Email (optional)').fill(email);
      await dialog.getByLabel('PIN').fill(pin);
      await dialog.getByRole('button', { name: 'Add Staff' }).click();
      return dialog;
    };
    await expect(await addStaff('Nina Patel', '5678')).toBeHidden();
    await expect(page.getByText('Nina Patel added')).toBeVisible();
    await expect(await addStaff('Omar Reyes', '2468')).toBeHidden();
    const team = page.getByRole('table');
    await expect(team.getByRole('row', { name: /Nina Patel/ })).toContainText('—');
    await expect(team.getByRole('row', { name: /Omar Reyes/ })).toContainText('—');
    // One given is still one member's own.
    await expect(await addStaff('Sam Lee', '1357', 'nina@example.com')).toBeHidden();
    const again = await addStaff('Sam Again', '1358', 'NINA@example.com');
    await expect(again.getByText('Email already in use')).toBeVisible();
    await again.getByRole('button', { name: 'Cancel' }).click();
    expect(
      await queryAt<{ name: string; email: string | null }>(
        server,
        "select name, email from users where name in ('Nina Patel', 'Omar Reyes', 'Sam Lee') order by name",
      ),
    ).toEqual([
      { name: 'Nina Patel', email: null },
      { name: 'Omar Reyes', email: null },
      { name: 'Sam Lee', email: 'nina@example.com' },
    ]);

    // Nina signs in with her PIN and works; her menu shows her name, with no email to show.
    await page.getByRole('button', { name: 'Switch User' }).click();
    await page.getByRole('radio', { name: /Nina Patel/ }).click();
    for (const digit of '5678') await page.getByRole('button', { name: digit, exact: true }).click();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Point of Sale' })).toBeVisible();
    await page.getByRole('button', { name: 'User menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Nina Patel')).toBeVisible();
    await expect(menu).not.toContainText('null');
  });
});
