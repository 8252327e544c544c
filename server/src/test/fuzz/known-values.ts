import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { dialectOf } from '../../db/dialect';

/** Which table holds the rows a field or URL segment names; anything else draws from all of them. */
const tableOf: Record<string, string> = {
  product: 'products',
  products: 'products',
  sale: 'orders',
  sales: 'orders',
  parked: 'orders',
  saleLine: 'order_lines',
  refund: 'refunds',
  refunds: 'refunds',
  customer: 'customers',
  customers: 'customers',
  user: 'users',
  staff: 'users',
  till: 'tills',
  tills: 'tills',
  shift: 'shifts',
  shifts: 'shifts',
  category: 'categories',
  'z-reports': 'z_reports',
  'report-schedules': 'report_schedules',
  'report-files': 'report_files',
};

const otherValues: Record<string, readonly string[]> = {
  timeZone: ['UTC', 'America/New_York', 'Europe/London', 'Asia/Kolkata', 'Pacific/Chatham'],
};

/**
 * Real ids to put in requests, so that valid ones get past "not found" into the services. The newest rows come
 * first (made by earlier requests), then the oldest; `exceptUser` keeps the signed-in user out of reach, so a
 * request cannot deactivate or re-PIN the session it runs under.
 */
export async function loadKnownValues(db: Db, exceptUser: string) {
  const idsOf = new Map<string, string[]>();
  // Where rows lie in the table, roughly the order they were written in.
  const position = sql.raw(dialectOf(db) === 'postgres' ? 'ctid' : 'rowid');
  for (const table of new Set(Object.values(tableOf))) {
    const { rows } = await sql<{ id: string }>`
      select id from (select id, ${position} as position from ${sql.table(table)} order by position desc limit 30) newest
      union select id from (select id, ${position} as position from ${sql.table(table)} order by position limit 20) oldest`.execute(
      db,
    );
    idsOf.set(
      table,
      rows.map((row) => row.id).filter((id) => !(table === 'users' && id === exceptUser)),
    );
  }
  const everything = [...idsOf.values()].flat();
  const idsFor = (name: string | undefined) => (name && tableOf[name] ? idsOf.get(tableOf[name]!) : undefined);

  return {
    /** For a body or query field: `productId` draws product ids, `timeZone` real zones. */
    field: (key: string): readonly string[] =>
      otherValues[key] ?? (key.endsWith('Id') ? (idsFor(key.slice(0, -2)) ?? everything) : []),
    /** For a `:param` of a URL: the ids of the resource the segment before it names. */
    param: (url: string, name: string): readonly string[] => {
      const segments = url.split('/');
      return idsFor(segments[segments.indexOf(`:${name}`) - 1]) ?? everything;
    },
  };
}
