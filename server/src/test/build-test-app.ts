import { buildApp } from '../app';
import type { DemoEditionName } from '../config';
import { createSeededTestDatabase } from './test-database';

export const demoPin = { admin: '1111', manager: '2222', cashier: '3333', inventory: '4444' } as const;

/**
 * A fresh app on its own temporary database (SQLite, or PostgreSQL when testing it), seeded with the demo store: a
 * copy of the run's seeded template, so no test sees another's writes; the UK demo when asked, seeded afresh.
 */
export async function buildTestApp({ demo = 'us' }: { demo?: DemoEditionName } = {}) {
  const testDatabase = await createSeededTestDatabase(demo);
  const { db, dataDir } = testDatabase;
  const app = await buildApp({ db, productName: 'Tillwise', dataDir });

  /**
   * Signs in as the demo store's own staff member with that role (user-admin…, whose PIN demoPin holds) and returns
   * the session cookie header. By id: the first with that role in id order may be a member a test added.
   */
  async function signInAs(role: keyof typeof demoPin): Promise<string> {
    const user = await db.selectFrom('users').select('id').where('id', '=', `user-${role}`).executeTakeFirstOrThrow();
    const response = await app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { userId: user.id, pin: demoPin[role] },
    });
    if (response.statusCode !== 200) throw new Error(`sign-in as ${role} failed: ${response.body}`);
    const cookie = response.cookies.find((c) => c.name === 'tillwise_session');
    if (!cookie) throw new Error('no session cookie');
    return `tillwise_session=${cookie.value}`;
  }

  async function close() {
    await app.close();
    await testDatabase.drop({ closed: true });
  }

  return { app, db, dataDir, databaseUrl: testDatabase.databaseUrl, signInAs, close };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** How many rows a table holds: what tests compare before and after a refused write. */
export async function countRows(
  app: TestApp,
  table: 'orders' | 'order_lines' | 'payments' | 'stock_movements' | 'refunds' | 'refund_lines',
) {
  const row = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every table a sale or refund writes to, counted. */
export async function writeCounts(app: TestApp) {
  const tables = ['orders', 'order_lines', 'payments', 'stock_movements', 'refunds', 'refund_lines'] as const;
  return Object.fromEntries(
    await Promise.all(tables.map(async (table) => [table, await countRows(app, table)] as const)),
  );
}
