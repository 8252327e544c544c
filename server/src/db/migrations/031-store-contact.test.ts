import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createSeededTestDatabase } from '../../test/test-database';
import type { TestDatabase } from '../../test/test-database';
import { down, up } from './031-store-contact';

let test: TestDatabase;
beforeAll(async () => {
  test = await createSeededTestDatabase();
});
afterAll(() => test?.drop());

describe('migration 031: one source for the store’s identity', () => {
  it('moves the receipt’s phone and e-mail to the store, and empties a receipt name and address that were the store’s', async () => {
    const db = test.db as unknown as Kysely<unknown>;
    await down(db);
    // As an earlier version seeded the demo: the receipt held copies of the store's details; the second store's
    // receipt was given a name of its own.
    const receipt = (storeId: string, fields: Record<string, string>) =>
      test.db.updateTable('receipt_settings').set(fields).where('store_id', '=', storeId).execute();
    await receipt('store-1', {
      business_name: 'Greenleaf Garden Centre',
      address: '418 Meadowbrook Lane, Asheville, NC 28803',
      phone: '(828) 555-0100',
      email: 'hello@greenleafgarden.com',
    });
    await receipt('store-2', { business_name: 'Greenleaf by the River', address: '', phone: '', email: '' });

    await up(db);

    const stores = await test.db.selectFrom('store').select(['id', 'phone', 'email']).orderBy('id').execute();
    expect(stores).toEqual([
      { id: 'store-1', phone: '(828) 555-0100', email: 'hello@greenleafgarden.com' },
      { id: 'store-2', phone: '', email: '' },
    ]);
    const receipts = await test.db
      .selectFrom('receipt_settings')
      .select(['store_id', 'business_name', 'address', 'phone', 'email'])
      .orderBy('store_id')
      .execute();
    expect(receipts).toEqual([
      { store_id: 'store-1', business_name: '', address: '', phone: '', email: '' },
      { store_id: 'store-2', business_name: 'Greenleaf by the River', address: '', phone: '', email: '' },
    ]);
  });
});
