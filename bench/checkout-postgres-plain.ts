// The plain PostgreSQL loop beside the API's PostgreSQL rows: the rows a sale writes there (the order, 3 lines, a
// payment, 3 stock movements and stock rows, 3 replica changes, an audit entry, and the day's figures: the store's
// sales and payments, and the 3 products' day and month) in one statement, one round trip per sale, from 32
// connections, fsync on. Over one store, its day's figures and its 3 products' stock rows serialize the sales, as
// they do the API's; over 20 stores each store has its own.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

const schema = `
  create table orders (id uuid primary key, store_id text not null, number text unique, total_cents bigint,
    created_at timestamptz not null);
  create index on orders (store_id, created_at);
  create table order_lines (id uuid primary key, order_id uuid not null, product_id text, quantity int, total_cents bigint);
  create index on order_lines (order_id);
  create table payments (id uuid primary key, order_id uuid not null, method text, amount_cents bigint);
  create index on payments (order_id);
  create table stock_movements (id uuid primary key, store_id text, product_id text, quantity_change int, order_id uuid);
  create index on stock_movements (store_id, product_id);
  create table store_stock (store_id text, product_id text, on_hand bigint, primary key (store_id, product_id));
  create table replica_changes (seq bigserial primary key, store_id text, entity_id text);
  create table audit_log (id uuid primary key, action text, subject_id uuid, created_at timestamptz);
  create table daily_sales (store_id text, day date, sales int, total_cents bigint, primary key (store_id, day));
  create table daily_payments (store_id text, day date, method text, count int, amount_cents bigint,
    primary key (store_id, day, method));
  create table daily_product_sales (store_id text, day date, product_id text, quantity int, total_cents bigint,
    primary key (store_id, day, product_id));
  create table monthly_product_sales (store_id text, month text, product_id text, quantity int, total_cents bigint,
    primary key (store_id, month, product_id));
`;

const writeSale = `
  with o as (insert into orders values ($1, $2, $3, 1234, now())),
  l as (insert into order_lines select gen_random_uuid(), $1, p, 1, 411 from unnest($4::text[]) p),
  pay as (insert into payments values (gen_random_uuid(), $1, 'card', 1234)),
  m as (insert into stock_movements select gen_random_uuid(), $2, p, -1, $1 from unnest($4::text[]) p),
  s as (update store_stock set on_hand = on_hand - 1 where store_id = $2 and product_id = any($4::text[])),
  r as (insert into replica_changes (store_id, entity_id) select $2, p from unnest($4::text[]) p),
  a as (insert into audit_log values (gen_random_uuid(), 'sale.completed', $1, now())),
  ds as (insert into daily_sales values ($2, current_date, 1, 1234) on conflict (store_id, day)
    do update set sales = daily_sales.sales + 1, total_cents = daily_sales.total_cents + excluded.total_cents),
  dp as (insert into daily_payments values ($2, current_date, 'card', 1, 1234) on conflict (store_id, day, method)
    do update set count = daily_payments.count + 1, amount_cents = daily_payments.amount_cents + excluded.amount_cents),
  dps as (insert into daily_product_sales select $2, current_date, p, 1, 411 from unnest($4::text[]) p
    on conflict (store_id, day, product_id) do update set quantity = daily_product_sales.quantity + 1,
    total_cents = daily_product_sales.total_cents + excluded.total_cents)
  insert into monthly_product_sales select $2, to_char(current_date, 'YYYY-MM'), p, 1, 411 from unnest($4::text[]) p
    on conflict (store_id, month, product_id) do update set quantity = monthly_product_sales.quantity + 1,
    total_cents = monthly_product_sales.total_cents + excluded.total_cents`;

/** Sales per second of the plain loop over `stores` stores (12 products each, 3 sold a sale), for `seconds`. */
export async function plainPostgresRate(url: string, stores: number, connections: number, seconds: number) {
  const pool = new pg.Pool({ connectionString: url, max: connections });
  // An idle connection closed by the server (its database dropped) is no failure of the loop's.
  pool.on('error', () => {});
  try {
    await pool.query(schema);
    const storeIds = Array.from({ length: stores }, (_, n) => `store-${n + 1}`);
    const products = Array.from({ length: 12 }, (_, n) => `product-${n + 1}`);
    await pool.query(`insert into store_stock select s, p, 1000000 from unnest($1::text[]) s, unnest($2::text[]) p`, [
      storeIds,
      products,
    ]);
    const sold = products.slice(0, 3);
    let sales = 0;
    let failures = 0;
    const deadline = performance.now() + seconds * 1000;
    const started = performance.now();
    const connection = async (n: number) => {
      for (let sale = 0; performance.now() < deadline; sale += 1) {
        const id = randomUUID();
        // Each connection sells at one store at a time, in turn, as a till does.
        const store = storeIds[(n + sale * connections) % stores]!;
        await pool
          .query(writeSale, [id, store, `P-${id}`, sold])
          .then(() => (sales += 1))
          .catch(() => (failures += 1));
      }
    };
    await Promise.all(Array.from({ length: connections }, (_, n) => connection(n)));
    return { perSecond: Math.round(sales / ((performance.now() - started) / 1000)), failures };
  } finally {
    await pool.end();
  }
}
