import { expect, test } from './fixtures';
import { signIn } from './support';

test('the header search groups matches, moves with the arrow keys and opens the chosen order, customer or product', async ({
  page,
}) => {
  await signIn(page, 'manager', '/');
  const search = page.getByRole('combobox', { name: 'Search' });
  await search.fill('emma');
  const results = page.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('group', { name: 'Customers' })).toContainText('Emma Thompson');
  await expect(results.getByRole('group', { name: 'Orders' }).getByRole('option').first()).toContainText(
    'Emma Thompson',
  );

  const orderOption = results.getByRole('group', { name: 'Orders' }).getByRole('option').first();
  const orderNumber = (await orderOption.innerText()).match(/ORD-\d+/)?.[0] ?? '';
  await search.press('ArrowDown'); // the first option is already active; one down is the first order
  await expect(results.getByRole('option', { selected: true })).toHaveCount(1);
  await search.fill(orderNumber);
  await expect(results.getByRole('option')).toHaveCount(1);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/orders\?sale=/);
  await expect(page.getByRole('dialog').getByText(orderNumber).first()).toBeVisible();
  await page.keyboard.press('Escape');

  await search.fill('thompson');
  // Wait for this term's answer: the last one (a single order of Emma's) is still on screen for a moment.
  await results
    .getByRole('group', { name: 'Customers' })
    .getByRole('option', { name: /Emma Thompson/ })
    .click();
  await expect(
    page.getByRole('dialog', { name: 'Customer Details' }).getByText('emma.thompson@example.com'),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  await search.fill('terracotta');
  await expect(results.getByRole('group', { name: 'Products' }).getByRole('option')).toHaveCount(1);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\?q=/);
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(1);

  await search.fill('zzzz-nothing');
  await expect(page.getByText('No matches for “zzzz-nothing”')).toBeVisible();
  await search.press('Escape');
  await expect(results).toBeHidden();
});
