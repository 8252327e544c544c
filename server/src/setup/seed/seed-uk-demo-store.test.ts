import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { riversideStaff } from './demo-branches';
import { demoCustomers, demoProducts, demoUsers } from './demo-catalog';
import { seedTestDatabases } from './seed.fixtures';

// The UK edition of the demo (TILLWISE_DEMO=uk) as seeded: the US demo's garden centre and Riverside shop as British
// ones, with the same staff, products and prices.
const { seededDatabase, dropAll } = seedTestDatabases();

let db: Db;
beforeAll(async () => {
  db = await seededDatabase('uk');
}, 300_000);
afterAll(dropAll);

// A British postcode ends the address (HG1 2AB, YO24 1AX); a phone number is written from its leading 0.
const postcode = /[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/;
const britishPhone = /^0\d{2,4} \d{3,4} ?\d{3,4}$/;

describe('UK demo seed', () => {
  it('has both shops in British English and pounds, with 20 % VAT included in their prices and one VAT number', async () => {
    const stores = await db
      .selectFrom('store')
      .select([
        'id',
        'name',
        'city',
        'zip',
        'locale',
        'currency',
        'vat_number',
        'prices_include_tax',
        'tax_rate_bps',
        'tax_name',
        'time_zone',
        'is_demo',
      ])
      .orderBy('id')
      .execute();
    const british = {
      locale: 'en-GB',
      currency: 'GBP',
      vat_number: 'GB 123 4567 89',
      prices_include_tax: 1,
      tax_rate_bps: 2000,
      tax_name: 'VAT',
      time_zone: 'Europe/London',
      is_demo: 1,
    };
    expect(stores).toEqual([
      { id: 'store-1', name: 'Greenleaf Garden Centre', city: 'Harrogate', zip: 'HG1 2AB', ...british },
      { id: 'store-2', name: 'Greenleaf Riverside', city: 'York', zip: 'YO1 6DH', ...british },
    ]);
  });

  it('keeps the US demo’s staff, and its products at the same prices in pence, every one at 20 %', async () => {
    const users = await db.selectFrom('users').select(['id', 'name', 'email', 'role']).orderBy('created_at').execute();
    expect(users).toEqual([...demoUsers, ...riversideStaff]);
    const products = await db
      .selectFrom('products')
      .select(['id', 'name', 'sku', 'price_cents', 'cost_cents', 'tax_rate_bps'])
      .orderBy('id')
      .execute();
    expect(products).toEqual(
      demoProducts
        .map(({ id, name, sku, price_cents, cost_cents }) => ({ id, name, sku, price_cents, cost_cents }))
        .sort((a, b) => a.id.localeCompare(b.id))
        .map((product) => ({ ...product, tax_rate_bps: 2000 })),
    );
  });

  it('gives the shops, customers and suppliers British addresses and phone numbers', async () => {
    const stores = await db.selectFrom('store').select(['address', 'city', 'zip', 'phone']).execute();
    for (const store of stores) {
      expect(`${store.address}, ${store.city} ${store.zip}`).toMatch(postcode);
      expect(store.phone).toMatch(britishPhone);
    }
    const customers = await db.selectFrom('customers').select(['id', 'name', 'phone', 'address']).execute();
    expect(customers.map((customer) => customer.name).sort()).toEqual(demoCustomers.map((c) => c.name).sort());
    for (const customer of customers) {
      expect(customer.phone).toMatch(/^07700 900\d{3}$/);
      const inTheUs = demoCustomers.find((c) => c.id === customer.id)?.address ?? null;
      if (inTheUs === null) expect(customer.address).toBeNull();
      else expect(customer.address).toMatch(postcode);
    }
    const suppliers = await db.selectFrom('suppliers').select(['phone', 'address']).execute();
    expect(suppliers.length).toBeGreaterThan(5);
    for (const supplier of suppliers) {
      expect(supplier.address).toMatch(postcode);
      expect(supplier.phone).toMatch(britishPhone);
    }
  });

  it('opens every till’s drawer with a float of £150 in pound notes', async () => {
    const floats = await db.selectFrom('shifts').select(['opening_float_cents', 'opening_counts']).execute();
    expect(floats.length).toBeGreaterThan(100);
    for (const float of floats) {
      expect(float).toEqual({ opening_float_cents: 15000, opening_counts: JSON.stringify({ n50: 3 }) });
    }
  });
});
