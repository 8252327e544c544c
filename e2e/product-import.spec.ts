import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, ownServerForTheseTests } from './fixtures';
import { queryAt } from './database';
import { signIn } from './support';

// A store's catalogue arriving as a spreadsheet: a 1,000-row file with 3 bad rows is checked and refused with
// each row named (nothing written), fixed, and imported in one go. The database is read before and after. The
// thousand products and the new category land in a server of this spec's own, leaving the shared store as seeded.
const server = ownServerForTheseTests();
test.use({ baseURL: server.baseURL, storageState: { cookies: [], origins: [] } });

async function queryRow<T>(text: string) {
  const [row] = await queryAt<T>(server, text);
  if (!row) throw new Error(`No row for: ${text}`);
  return row;
}

const header = 'Item name,Variant SKU,UPC,Product type,Retail price,Cost price,Tax,Quantity,Reorder point,Vendor';

function csvFile(name: string, broken: boolean) {
  const lines = [header];
  for (let n = 1; n <= 1000; n += 1) {
    const sku = broken && n === 501 ? 'TUL-0002' : `TUL-${String(n).padStart(4, '0')}`;
    const price = broken && n === 11 ? 'free' : '2.49';
    const category = n === 1000 ? 'Bulbs' : 'Plants';
    lines.push(`"Tulip ""Queen of Night"" ${n}",${sku},,${category},${price},0.80,,40,10,Bulb Growers Ltd`);
  }
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tillwise-import-')), name);
  fs.writeFileSync(file, lines.join('\n'));
  return file;
}

const productCount = async () => Number((await queryRow<{ n: number }>('select count(*) as n from products')).n);

test('a 1,000-row file with 3 bad rows is refused row by row, then fixed and imported', async ({ page }) => {
  await signIn(page, 'inventory', '/products');
  const before = await productCount();
  await page.getByRole('button', { name: 'Stock & files' }).click();
  await page.getByRole('menuitem', { name: 'Import products' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import products' });

  // A template to start from, and what each column takes.
  const templateDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download template' }).click();
  const template = fs.readFileSync(await (await templateDownload).path(), 'utf8').split(/\r?\n/);
  expect(template[0]).toBe(
    'Name,SKU,Barcode,Category,Price,Cost,Tax %,Stock,Reorder level,Sold by,Supplier,Active,Description,Variant of,Options',
  );
  expect(template[1]).toBe(
    'Aged Cheddar,CHE-001,012345678905,Cheese,24.99,14.50,0,12.5,3,lb,Valley Creamery,yes,Aged 12 months,,',
  );
  await dialog.getByText('What each column takes').click();
  const columns = dialog.getByRole('definition');
  await expect(columns).toHaveCount(15);
  await expect(dialog.getByRole('term').filter({ hasText: 'Sold by' })).toBeVisible();
  await expect(columns.filter({ hasText: /^each, kg, lb, oz or g/ })).toBeVisible();
  await expect(columns.filter({ hasText: 'How much you have, in the unit of Sold by' })).toBeVisible();
  await expect(columns.filter({ hasText: 'in the same unit as Stock' })).toBeVisible();

  await dialog.getByLabel('CSV file').setInputFiles(csvFile('tulips.csv', true));
  await expect(dialog.getByText('tulips.csv: 1,000 rows.')).toBeVisible();
  // Another system's headers map themselves.
  await expect(dialog.getByRole('combobox', { name: 'Name' })).toHaveValue('0');
  await expect(dialog.getByRole('combobox', { name: 'Price' })).toHaveValue('4');
  await expect(dialog.getByRole('table', { name: 'Preview' })).toContainText('Tulip "Queen of Night" 1');

  await dialog.getByRole('button', { name: 'Check file' }).click();
  // Said where the person is (beside the button they pressed at the dialog's foot), in view and read out, with
  // what to do in each case.
  const refusal = dialog.getByRole('alert').filter({ hasText: '3 rows have problems: nothing was imported' });
  await expect(refusal).toBeInViewport();
  await expect(refusal).toBeFocused();
  await expect(refusal).toContainText(
    'Tick “Create the categories the file names that the store lacks” for row 1001, and fix the other 2 rows in ' +
      'the file, then choose it again.',
  );
  const problems = dialog.getByRole('table', { name: 'Problems' });
  await expect(problems.getByRole('row')).toHaveCount(4);
  await expect(problems).toContainText('12PricefreeEnter a price such as 12.99');
  await expect(problems).toContainText('502SKUTUL-0002SKU also on row 3');
  await expect(problems).toContainText(
    '1001CategoryBulbsNo category called BulbsTicking “Create the categories the file names that the store lacks” fixes it',
  );
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download error report' }).click();
  const report = fs.readFileSync(await (await download).path(), 'utf8');
  expect(report.split(/\r?\n/)).toContain('12,Price,free,Enter a price such as 12.99');
  expect(await productCount()).toBe(before);

  // Fixed: the price and SKU in the file; the new category is the box's to allow.
  await dialog.getByLabel('CSV file').setInputFiles(csvFile('tulips-fixed.csv', false));
  await dialog.getByRole('button', { name: 'Check file' }).click();
  const onlyTheBox = dialog.getByRole('alert').filter({ hasText: '1 row has problems' });
  await expect(onlyTheBox).toBeFocused();
  await expect(onlyTheBox).toContainText(
    'Tick “Create the categories the file names that the store lacks”, then check the file again.',
  );
  await dialog.getByLabel('Create the categories the file names that the store lacks').check();
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(dialog.getByText('1,000 to add, 0 to update, 0 unchanged · new categories: Bulbs')).toBeVisible();
  expect(await productCount()).toBe(before);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('1,000 added, 0 updated, 0 unchanged · new categories: Bulbs')).toBeVisible();
  expect(await productCount()).toBe(before + 1000);
  const tulip = await queryRow<{ price_cents: number; cost_cents: number; supplier: string; quantity: number }>(
    `select p.price_cents, p.cost_cents, p.supplier, s.quantity from products p
     join store_stock s on s.product_id = p.id and s.store_id = 'store-1' where p.sku = 'TUL-0011'`,
  );
  expect(tulip).toEqual({ price_cents: 249, cost_cents: 80, supplier: 'Bulb Growers Ltd', quantity: 40 });
});
