// The generated two-store chain report.bench.ts times its reports on: its size, its reference data (products,
// staff, customers, the second store and its till) and its shifts, the same on both databases.
import type { Insertable } from 'kysely';
import { addDays } from '../core/src/report/business-date';
import type { Database } from '../server/src/db/schema';
import { createRandom } from '../server/src/setup/seed/random';

export const targetLines = Number(process.env.BENCH_LINES ?? 1_000_000);
export const productCount = 2_000;
export const staffCount = 8;
export const customerCount = 5_000;
export const days = 730;
export const lastDay = '2026-11-21';
export const secondStore = 'bench-store-2';
export const secondTill = 'bench-till-2';
/** The second store's tax beside its main one, on every line. */
export const cityTax = { name: 'City Tax', rate: 2.5 };

export type Rows<T extends keyof Database> = Insertable<Database[T]>[];
/** The first store (the seed's) and its till. */
export interface ChainStores {
  first: string;
  firstTill: string;
}
export type BenchProduct = ReturnType<typeof referenceData>['products'][number];

/** The chain's products, staff, customers, second store and its stock: the same on both databases. */
export function referenceData(firstStore: string) {
  const random = createRandom(11);
  const now = '2024-11-01T00:00:00.000Z';
  const categories: Rows<'categories'> = Array.from({ length: 6 }, (_, c) => ({
    id: `c${c}`,
    name: c === 0 ? 'Plants' : `Category ${c}`,
    color: null,
    icon: 'Box',
    sort_order: c,
  }));
  const products = Array.from({ length: productCount }, (_, i) => ({
    id: `p${i}`,
    price: random.int(99, 9_999),
    cost: i % 3 === 0 ? null : random.int(50, 5_000),
    tax: [2000, 2000, 1000, 0][i % 4] ?? 2000,
  }));
  const productRows: Rows<'products'> = products.map((p, i) => ({
    id: p.id,
    name: `Product ${i}`,
    sku: `SKU-${i}`,
    barcode: null,
    price_cents: p.price,
    cost_cents: p.cost,
    tax_rate_bps: p.tax,
    category_id: `c${i % 6}`,
    image: null,
    reorder_level: random.int(1, 10),
    description: '',
    supplier: '',
    is_active: 1,
    created_at: now,
    updated_at: now,
  }));
  const stock: Rows<'store_stock'> = [firstStore, secondStore].flatMap((store) =>
    products.map((p) => ({ store_id: store, product_id: p.id, quantity: random.int(0, 80) })),
  );
  const users: Rows<'users'> = Array.from({ length: staffCount }, (_, u) => ({
    id: `u${u}`,
    name: `Staff ${u}`,
    email: `staff${u}@example.com`,
    role: u % 4 === 0 ? 'manager' : 'cashier',
    pin_hash: 'x',
    created_at: now,
  }));
  // The first half of the staff work in the first store, the rest in the second.
  const storeOfUser = (u: number) => (u < staffCount / 2 ? firstStore : secondStore);
  const storeStaff: Rows<'store_staff'> = users.map((_, u) => ({ store_id: storeOfUser(u), user_id: `u${u}` }));
  const customers: Rows<'customers'> = Array.from({ length: customerCount }, (_, c) => ({
    id: `cu${c}`,
    name: `Customer ${c}`,
    email: null,
    phone: null,
    address: null,
    notes: null,
    loyalty_points: random.int(0, 400),
    created_at: now,
  }));
  const store: Insertable<Database['store']> = {
    id: secondStore,
    name: 'Second Store',
    type: 'garden_centre',
    address: '',
    city: '',
    state: '',
    zip: '',
    tax_rate_bps: 825,
    tax_name: 'Sales Tax',
    is_demo: 0,
    created_at: '2024-11-02T00:00:00.000Z',
    additional_taxes_json: JSON.stringify([{ name: cityTax.name, rate: cityTax.rate, categoryIds: [] }]),
  };
  const till: Insertable<Database['tills']> = {
    id: secondTill,
    name: 'Second Store Till 1',
    is_active: 1,
    created_at: now,
    store_id: secondStore,
  };
  return { products, store, till, categories, productRows, stock, users, storeStaff, customers };
}

/** A shift a till a day, opened and closed by the store's staff, a few cents over or short, with two voids. */
export function shiftRows(stores: ChainStores) {
  const random = createRandom(13);
  const shifts: Rows<'shifts'> = [];
  const voids: Rows<'voids'> = [];
  const tills = [
    { id: stores.firstTill, staff: 0 },
    { id: secondTill, staff: staffCount / 2 },
  ];
  for (let day = 0; day < days; day += 1) {
    const date = addDays(lastDay, -day);
    for (const till of tills) {
      const id = `sh-${till.id}-${date}`;
      const user = `u${till.staff + (day % (staffCount / 2))}`;
      const expected = random.int(20_000, 150_000);
      const overShort = random.int(-800, 300);
      shifts.push({
        id,
        till_id: till.id,
        status: 'closed',
        business_date: date,
        opened_by: user,
        opened_at: `${date}T08:00:00.000Z`,
        opening_float_cents: 20_000,
        opening_counts: null,
        counted_by: user,
        counted_at: `${date}T20:00:00.000Z`,
        counted_cents: expected + overShort,
        counted_counts: null,
        first_counted_cents: expected + overShort,
        recounted_by: null,
        expected_cents: expected,
        over_short_cents: overShort,
        reason: null,
        float_left_cents: 20_000,
        closed_by: user,
        closed_at: `${date}T20:05:00.000Z`,
        needs_review: Math.abs(overShort) > 500 ? 1 : 0,
        approved_by: null,
        approved_at: null,
      });
      for (let v = 0; v < 2; v += 1) {
        voids.push({
          id: `${id}-v${v}`,
          till_id: till.id,
          shift_id: id,
          order_id: null,
          user_id: user,
          item_count: random.int(1, 4),
          amount_cents: random.int(100, 5_000),
          created_at: `${date}T1${v + 1}:00:00.000Z`,
        });
      }
    }
  }
  return { shifts, voids };
}
