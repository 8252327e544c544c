import { sql } from 'kysely';
import type { Executor } from '../database';

// Money held for customers (layaways', special orders' deposits) as the shift's Z report and Reports › Finance count it.

/**
 * Money paid onto layaways or as special orders' deposits ('in') and given back from cancelled ones ('out') on a
 * shift, by method.
 */
export async function findShiftHeldPayments(
  db: Executor,
  table: 'layaway_payments' | 'special_order_payments',
  shiftId: string,
) {
  const rows = await db
    .selectFrom(table)
    .select((eb) => [
      'kind',
      'method',
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('amount_cents').as('amount'),
    ])
    .where('shift_id', '=', shiftId)
    .where('kind', 'in', ['deposit', 'instalment', 'refund'])
    .groupBy(['kind', 'method'])
    .execute();
  const sums = new Map<string, { kind: 'in' | 'out'; method: string; count: number; amountCents: number }>();
  for (const row of rows) {
    const kind = row.kind === 'refund' ? 'out' : 'in';
    const key = `${kind}|${row.method}`;
    const sum = sums.get(key) ?? { kind, method: row.method ?? '', count: 0, amountCents: 0 };
    sum.count += Number(row.count);
    sum.amountCents += Math.abs(Number(row.amount));
    sums.set(key, sum);
  }
  return [...sums.values()];
}

/** Where each kind of money held for customers is kept, and the status that turns it into a sale. */
const heldIn = {
  layaway: { owner: 'layaways', payments: 'layaway_payments', link: 'layaway_id', sold: 'completed' },
  special_order: {
    owner: 'special_orders',
    payments: 'special_order_payments',
    link: 'special_order_id',
    sold: 'collected',
  },
} as const;

/**
 * Money held for customers in the given stores, for Finance: what is held at the end of `to` for those not sold by
 * then (a liability), the range's payments by kind (+ in, − out), and what those sold in the range had paid.
 */
async function heldFinance(
  db: Executor,
  which: keyof typeof heldIn,
  storeIds: readonly string[],
  from: string,
  to: string,
) {
  const { owner, payments, link, sold } = heldIn[which];
  const stores = sql.join(storeIds);
  const [held, byKind, completed] = await Promise.all([
    sql<{ amount: number | null }>`select sum(p.amount_cents) as amount from ${sql.table(payments)} p
      join ${sql.table(owner)} o on o.id = ${sql.ref(`p.${link}`)}
      where o.store_id in (${stores}) and p.business_date <= ${to}
        and (o.status <> ${sold} or o.closed_on is null or o.closed_on > ${to})`.execute(db),
    sql<{ kind: string; amount: number }>`select kind, sum(amount_cents) as amount from ${sql.table(payments)}
      where store_id in (${stores}) and business_date >= ${from} and business_date <= ${to} group by kind`.execute(db),
    sql<{ amount: number | null }>`select sum(paid_cents) as amount from ${sql.table(owner)}
      where store_id in (${stores}) and status = ${sold} and closed_on >= ${from} and closed_on <= ${to}`.execute(db),
  ]);
  const kind = (...kinds: string[]) =>
    Math.abs(byKind.rows.filter((row) => kinds.includes(row.kind)).reduce((sum, row) => sum + Number(row.amount), 0));
  return {
    heldCents: Number(held.rows[0]?.amount ?? 0),
    kind,
    completedCents: Number(completed.rows[0]?.amount ?? 0),
  };
}

/**
 * Layaway money for Finance in the given stores: what was paid onto layaways not completed by the end of `to` (a
 * liability), and over the range the deposits and instalments, refunds, fees and the paid sums of those completed.
 */
export async function layawayFinance(db: Executor, storeIds: readonly string[], from: string, to: string) {
  if (storeIds.length === 0)
    return { heldCents: 0, depositsCents: 0, refundsCents: 0, feesCents: 0, completedCents: 0 };
  const { heldCents, kind, completedCents } = await heldFinance(db, 'layaway', storeIds, from, to);
  return {
    heldCents,
    depositsCents: kind('deposit', 'instalment'),
    refundsCents: kind('refund'),
    feesCents: kind('fee'),
    completedCents,
  };
}

/**
 * Special orders' deposits for Finance in the given stores: those held at the end of `to` for orders not collected
 * by then (a liability), and over the range the deposits taken, given back, and those collected as sales.
 */
export async function specialOrderFinance(db: Executor, storeIds: readonly string[], from: string, to: string) {
  if (storeIds.length === 0) return { heldCents: 0, depositsCents: 0, refundsCents: 0, completedCents: 0 };
  const { heldCents, kind, completedCents } = await heldFinance(db, 'special_order', storeIds, from, to);
  return { heldCents, depositsCents: kind('deposit'), refundsCents: kind('refund'), completedCents };
}
