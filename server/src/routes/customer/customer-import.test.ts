import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerCsvColumns } from '@tillwise/core/customer/customer-csv';
import { guessMapping, mappedRow } from '@tillwise/core/csv/csv-import';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';

// The customer file: export → import changes nothing; bad rows write nothing and are named; matches by ID,
// email or phone update, the rest are added with their points.

let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await buildTestApp();
  manager = await t.signInAs('manager');
});
afterAll(() => t?.close());

const importRows = (rows: object[], extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/customers/import',
    headers: { cookie: manager },
    payload: { rows, ...extra },
  });
const customerCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('customers')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('customer import and export', () => {
  it('exports every customer in a file that imports back unchanged', async () => {
    const exported = await t.app.inject({ method: 'GET', url: '/api/customers/export', headers: { cookie: manager } });
    expect(exported.statusCode).toBe(200);
    const [headers, ...lines] = Papa.parse<string[]>(exported.body.trim()).data;
    expect(headers).toEqual(['Tillwise ID', 'Name', 'Email', 'Phone', 'Address', 'Notes', 'Points']);
    const mapping = guessMapping(customerCsvColumns, headers!);
    const rows = lines.map((cells) => mappedRow(mapping, cells));
    const count = await customerCount();
    expect(rows).toHaveLength(count);
    expect((await importRows(rows)).json()).toEqual({ dryRun: false, created: 0, updated: 0, unchanged: count });
  });

  it('refuses bad rows by row and column, then adds and updates in one go', async () => {
    const before = await customerCount();
    const existing = await t.db
      .selectFrom('customers')
      .selectAll()
      .where('email', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const rows = [
      { name: 'Ada Gardener', email: 'ada@example.com', phone: '(555) 010-2000', loyaltyPoints: '40' },
      { name: '', email: 'no-name@example.com' },
      { name: 'Second Ada', email: 'ada@example.com' },
      { name: 'Points', email: 'p@example.com', loyaltyPoints: 'lots' },
      { name: 'Ghost', id: 'no-such-id' },
    ];
    const refused = await importRows(rows);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: '4 rows have problems: nothing was imported',
      details: [
        { path: 'rows.1.name', message: 'Enter the customer’s name' },
        { path: 'rows.3.loyaltyPoints', message: 'Use a whole number of points' },
        { path: 'rows.2.email', message: 'Email also on row 2' },
        { path: 'rows.4.id', message: 'No customer has this ID' },
      ],
    });
    expect(await customerCount()).toBe(before);

    const fixed = await importRows([rows[0]!, { name: `${existing.name} Jr`, email: existing.email! }]);
    expect(fixed.json()).toEqual({ dryRun: false, created: 1, updated: 1, unchanged: 0 });
    expect(await customerCount()).toBe(before + 1);
    const ada = await t.db
      .selectFrom('customers')
      .selectAll()
      .where('email', '=', 'ada@example.com')
      .executeTakeFirstOrThrow();
    expect(ada).toMatchObject({ name: 'Ada Gardener', loyalty_points: 40 });
    const renamed = await t.db
      .selectFrom('customers')
      .select(['name', 'loyalty_points'])
      .where('id', '=', existing.id)
      .executeTakeFirstOrThrow();
    expect(renamed).toEqual({ name: `${existing.name} Jr`, loyalty_points: existing.loyalty_points });
  });
});
