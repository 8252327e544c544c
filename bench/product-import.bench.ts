// Importing a product file of 100,000 rows through the API, in-process (Fastify inject): the rows as the browser
// sends them after mapping, first checked (dry run), then imported in one transaction; then the same file again,
// every row an unchanged SKU. The target is 30 s for the import. The baseline row is a plain loop inserting
// the same products with a better-sqlite3 prepared statement in one transaction, into the same schema (its search
// index and change-log triggers fire as they do for the API), without checks, stock rows or the ledger.
import SQLite from 'better-sqlite3';
import { productCsvRow } from '../core/src/catalog/product-csv-export';
import { productCsvFields } from '../core/src/catalog/product-csv';
import { buildApp } from '../server/src/app';
import { databaseFile, migrateToLatest, openDatabase } from '../server/src/db/database';
import { seedDemoStore } from '../server/src/setup/seed/seed';
import { gardenCatalogue } from './garden-catalogue';
import { tempDataDir } from './support';

const size = 100_000;
const categoryNames: Record<string, string> = {
  'cat-plants': 'Plants',
  'cat-seeds': 'Seeds',
  'cat-tools': 'Tools',
  'cat-pots': 'Pots',
  'cat-furniture': 'Furniture',
  'cat-soil': 'Soil & Fertilizer',
};

async function timed<T>(label: string, work: () => Promise<T> | T): Promise<T> {
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${label.padEnd(60)} ${seconds.toFixed(2).padStart(7)} s  ${Math.round(size / seconds)
      .toLocaleString('en-US')
      .padStart(8)} rows/s`,
  );
  return result;
}

export async function run() {
  const data = tempDataDir('product-import');
  const db = openDatabase(data.dir);
  await migrateToLatest(db);
  await seedDemoStore(db, new Date());
  const app = await buildApp({ db, productName: 'Tillwise', dataDir: data.dir });
  const admin = await db.selectFrom('users').select('id').where('role', '=', 'admin').executeTakeFirstOrThrow();
  const signIn = await app.inject({ method: 'POST', url: '/api/session', payload: { userId: admin.id, pin: '1111' } });
  const cookie = `tillwise_session=${signIn.cookies[0]?.value}`;

  const products = gardenCatalogue(size).map((product, n) => ({ ...product, sku: `IMP-${n}`, stock: 10 }));
  const rows = products.map((product) => {
    const cells = productCsvRow(product, categoryNames[product.categoryId] ?? 'Plants');
    return Object.fromEntries(productCsvFields.map((field, i) => [field, String(cells[i])]));
  });
  const payload = JSON.stringify({ rows });
  console.log(`${size.toLocaleString('en-US')} rows, ${(payload.length / 1e6).toFixed(1)} MB of JSON`);

  const send = (body: object) =>
    app.inject({
      method: 'POST',
      url: '/api/products/import',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const check = (response: Awaited<ReturnType<typeof send>>) => {
    if (response.statusCode !== 200) throw new Error(`import failed: ${response.body.slice(0, 500)}`);
    return response.json() as { created: number; updated: number; unchanged: number };
  };

  // Baseline: the bare inserts, in a database of its own.
  const plain = tempDataDir('product-import-plain');
  const plainDb = openDatabase(plain.dir);
  await migrateToLatest(plainDb);
  await plainDb.destroy();
  const sqlite = new SQLite(databaseFile(plain.dir));
  sqlite.pragma('journal_mode = WAL');
  await timed('plain better-sqlite3 insert loop, one transaction (baseline)', () => {
    sqlite
      .prepare("insert into categories (id, name, icon, sort_order) values ('cat-plants', 'Plants', 'Sprout', 0)")
      .run();
    const insert = sqlite.prepare(
      `insert into products (id, name, sku, barcode, price_cents, cost_cents, tax_rate_bps, category_id, reorder_level,
        description, supplier, is_active, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, 'cat-plants', ?, ?, ?, 1, ?, ?)`,
    );
    const now = new Date().toISOString();
    sqlite.transaction(() => {
      products.forEach((p, n) =>
        insert.run(
          `p${n}`,
          p.name,
          p.sku,
          p.barcode,
          p.priceCents,
          p.costCents,
          2000,
          p.reorderLevel,
          '',
          '',
          now,
          now,
        ),
      );
    })();
  });
  sqlite.close();
  plain.cleanup();

  const dry = await timed('POST /api/products/import, dry run (check only)', async () =>
    check(await send({ rows, dryRun: true })),
  );
  const done = await timed('POST /api/products/import, 100,000 new products', async () => check(await send({ rows })));
  const again = await timed('POST /api/products/import, same file again (all unchanged)', async () =>
    check(await send({ rows })),
  );
  console.log(`dry run ${dry.created} to add; import ${done.created} added; again ${again.unchanged} unchanged`);

  await app.close();
  data.cleanup();
}
