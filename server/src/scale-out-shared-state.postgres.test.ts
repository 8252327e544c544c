import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db/database';
import type { TestDatabase } from './test/test-database';
import type { ServerProcess } from './test/server-process';
import { startThreeServers } from './scale-out.fixtures';
import type { ThreeServers } from './scale-out.fixtures';

// Three Tillwise server processes on one PostgreSQL database, with requests sent round-robin and no affinity, as
// behind a load balancer without sticky sessions. Everything they must agree on lives in the database or travels
// through it (LISTEN/NOTIFY), so it holds whichever server a request reaches: a display's state, a PIN's lock-out,
// a stock take under way, a scheduled report's claim.
let threeServers: ThreeServers;
let store: TestDatabase;
let db: Db;
let servers: ServerProcess[];
let call: ThreeServers['call'];

beforeAll(async () => {
  threeServers = await startThreeServers();
  ({ store, db, servers, call } = threeServers);
}, 180_000);

afterAll(() => threeServers?.stop());

describe('three servers on one PostgreSQL, round-robin', () => {
  it('a display paired through one server follows a till served by the others', async () => {
    const [a, b, c] = servers as [ServerProcess, ServerProcess, ServerProcess];
    const paired = await call(a, 'POST', '/api/displays/pair', { tillId: 'till-1' });
    expect(paired.status).toBe(200);
    const code = String(paired.json.code);
    const follow = async (server: ServerProcess) => {
      const response = await fetch(`${server.url}/api/displays/${code}/events`);
      expect(response.status).toBe(200);
      const reader = response.body!.getReader();
      let text = '';
      return {
        /** Reads the stream until it has carried this many states, and gives them. */
        async states(count: number) {
          for (;;) {
            const states = [...text.matchAll(/^data: (.*)$/gm)].map((match) => JSON.parse(match[1]!) as unknown);
            if (states.length >= count) return states;
            const { value, done } = await reader.read();
            if (done) return states;
            text += new TextDecoder().decode(value);
          }
        },
        close: () => reader.cancel(),
      };
    };
    const onA = await follow(a);
    const onC = await follow(c);
    const idle = { phase: 'idle', storeName: 'Served by B' };
    const thanks = { phase: 'thanks', receiptNumber: 'ORD-42', totalCents: 1234, changeCents: 0 };
    expect((await call(b, 'PUT', '/api/displays/state', { tillId: 'till-1', state: idle })).status).toBe(204);
    expect(await onA.states(1)).toEqual([idle]);
    expect((await call(c, 'PUT', '/api/displays/state', { tillId: 'till-1', state: thanks })).status).toBe(204);
    expect(await onA.states(2)).toEqual([idle, thanks]);
    expect(await onC.states(2)).toEqual([idle, thanks]);
    await onA.close();
    await onC.close();
  });

  it('a PIN locked out on one server is locked on the others', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await fetch(`${a.url}/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: 'user-inventory', pin: '0000' }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const elsewhere = await fetch(`${b.url}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'user-inventory', pin: '4444' }),
    });
    expect(elsewhere.status).toBe(429);
    expect(((await elsewhere.json()) as { error: string }).error).toMatch(
      /^Too many wrong PINs\. Tom Alvarez is locked/,
    );
  });

  it('two servers starting overlapping stock takes at the same instant give one count and one clear refusal', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const [first, second] = await Promise.all([
      call(a, 'POST', '/api/stock-takes', { categoryId: null, note: 'From A' }),
      call(b, 'POST', '/api/stock-takes', { categoryId: null, note: 'From B' }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([201, 409]);
    const refused = first.status === 409 ? first : second;
    expect(String(refused.json.error)).toMatch(/^ST-\d{4} is still counting these products/);
    const counting = await db.selectFrom('stock_takes').select('id').where('status', '=', 'counting').execute();
    expect(counting).toHaveLength(1);
  });

  it(
    'a scheduled report due once is written once, though every server checks every 300 ms',
    { timeout: 60_000 },
    async () => {
      const [a] = servers as [ServerProcess];
      const created = await call(a, 'POST', '/api/report-schedules', {
        tab: 'sales',
        frequency: 'daily',
        time: '00:00',
      });
      expect(created.status).toBe(201);
      // A new schedule starts with the next period; as if that day had come, it is due now.
      await db
        .updateTable('report_schedules')
        .set({ last_period: null })
        .where('id', '=', String(created.json.id))
        .execute();
      const files = () =>
        db.selectFrom('report_files').select('file_name').where('schedule_id', '=', String(created.json.id)).execute();
      for (let waited = 0; (await files()).length === 0 && waited < 20_000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Every server has had several turns since: still one report.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const written = await files();
      expect(written).toHaveLength(1);
      expect(
        fs.readdirSync(path.join(store.dataDir, 'reports')).filter((name) => name === written[0]?.file_name),
      ).toHaveLength(1);
    },
  );
});
