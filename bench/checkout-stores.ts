// The tills the checkout bench sells on: the demo store's Till 1, or one till in each of several stores of a chain,
// each signed in at its store with its shift open, set up on the seeded database before the servers start.
import { randomUUID } from 'node:crypto';
import type { Db } from '../server/src/db/database';
import { buildApp } from '../server/src/app';

export interface BenchTill {
  tillId: string;
  /** A session signed in at the till's store. */
  cookie: string;
}

/**
 * Opens stores until the chain has `count` (each with a first till, which createStore makes), and signs the admin
 * in at each with its till's shift open: the tills, the demo store's first. Sessions and shifts live in the
 * database, so copies of it made afterwards (a template) have them too.
 */
export async function chainTills(db: Db, dataDir: string, count: number): Promise<BenchTill[]> {
  const app = await buildApp({ db, productName: 'Tillwise', dataDir });
  try {
    const call = async (method: 'POST', url: string, cookie: string, payload: object, expected: number) => {
      const response = await app.inject({ method, url, headers: { cookie }, payload });
      if (response.statusCode !== expected) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      return response;
    };
    const signIn = async () => {
      const response = await call('POST', '/api/session', '', { userId: 'user-admin', pin: '1111' }, 200);
      return String(response.headers['set-cookie']).split(';')[0]!;
    };
    const admin = await signIn();
    const existing = await db.selectFrom('store').select('id').execute();
    for (let n = existing.length + 1; n <= count; n += 1) {
      const store = {
        name: `Bench Store ${n}`,
        type: 'garden_centre',
        address: `${n} Main Street`,
        city: 'Asheville',
        state: 'NC',
        zip: '28801',
        taxRate: 8.25,
        taxName: 'Sales Tax',
        timeZone: 'America/New_York',
      };
      await call('POST', '/api/stores', admin, store, 201);
    }
    const stores = await db.selectFrom('store').select('id').orderBy('created_at').orderBy('id').limit(count).execute();
    const tills: BenchTill[] = [];
    for (const { id: storeId } of stores) {
      const till = await db
        .selectFrom('tills')
        .select('id')
        .where('store_id', '=', storeId)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const cookie = await signIn();
      await call('POST', '/api/session/store', cookie, { storeId }, 200);
      const open = await db
        .selectFrom('shifts')
        .select('id')
        .where('till_id', '=', till.id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (!open)
        await call(
          'POST',
          '/api/shifts',
          cookie,
          { id: randomUUID(), tillId: till.id, count: { totalCents: 10_000 } },
          201,
        );
      tills.push({ tillId: till.id, cookie });
    }
    return tills;
  } finally {
    await app.close();
  }
}
