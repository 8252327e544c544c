// Read paths of the API in-process (Fastify inject, no network): health, the session check every request pays,
// and a catalogue page with a search. The baseline row is the bare health route on the same app.
import { buildApp } from '../server/src/app';
import { migrateToLatest, openDatabase } from '../server/src/db/database';
import { seedDemoStore } from '../server/src/setup/seed/seed';
import { measure, tempDataDir } from './support';

export async function run() {
  const data = tempDataDir('api-read');
  const db = openDatabase(data.dir);
  await migrateToLatest(db);
  await seedDemoStore(db, new Date());
  const app = await buildApp({ db, productName: 'Tillwise', dataDir: data.dir });
  const admin = await db.selectFrom('users').select('id').where('role', '=', 'admin').executeTakeFirstOrThrow();
  const signIn = await app.inject({ method: 'POST', url: '/api/session', payload: { userId: admin.id, pin: '1111' } });
  const cookie = `tillwise_session=${signIn.cookies[0]?.value}`;

  await measure('GET /api/health (baseline)', 5000, () => app.inject({ method: 'GET', url: '/api/health' }));
  await measure('GET /api/session (session lookup)', 5000, () =>
    app.inject({ method: 'GET', url: '/api/session', headers: { cookie } }),
  );
  await measure('GET /api/products?q=pot (search, 12 products)', 5000, () =>
    app.inject({ method: 'GET', url: '/api/products?q=pot', headers: { cookie } }),
  );

  await app.close();
  data.cleanup();
}
