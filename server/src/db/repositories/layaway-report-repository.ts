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

/**
 * Layaway money for Finance in the given stores: what was paid onto layaways not completed by the end of `to` (a
 * liability), and over the range the deposits and instalments, refunds, fees and the paid sums of those completed.
 */
export async function layawayFinance(db: Executor, storeIds: readonly string[], from: string, to: string) {
  if (storeIds.length === 0)
    return { heldCents: 0, depositsCents: 0, refundsCents: 0, feesCents: 0, completedCents: 0 };
  const [held, byKind, completed] = await Promise.all([
    db
      .selectFrom('layaway_payments')
      .innerJoin('layaways', 'layaways.id', 'layaway_payments.layaway_id')
      .select((eb) => eb.fn.sum<number>('layaway_payments.amount_cents').as('amount'))
      .where('layaways.store_id', 'in', storeIds)
      .where('layaway_payments.business_date', '<=', to)
      .where((eb) =>
        eb.or([
          eb('layaways.status', '<>', 'completed'),
          eb('layaways.closed_on', 'is', null),
          eb('layaways.closed_on', '>', to),
        ]),
      )
      .executeTakeFirst(),
    db
      .selectFrom('layaway_payments')
      .select((eb) => ['kind', eb.fn.sum<number>('amount_cents').as('amount')])
      .where('store_id', 'in', storeIds)
      .where('business_date', '>=', from)
      .where('business_date', '<=', to)
      .groupBy('kind')
      .execute(),
    db
      .selectFrom('layaways')
      .select((eb) => eb.fn.sum<number>('paid_cents').as('amount'))
      .where('store_id', 'in', storeIds)
      .where('status', '=', 'completed')
      .where('closed_on', '>=', from)
      .where('closed_on', '<=', to)
      .executeTakeFirst(),
  ]);
  const kind = (...kinds: string[]) =>
    Math.abs(byKind.filter((row) => kinds.includes(row.kind)).reduce((sum, row) => sum + Number(row.amount), 0));
  return {
    heldCents: Number(held?.amount ?? 0),
    depositsCents: kind('deposit', 'instalment'),
    refundsCents: kind('refund'),
    feesCents: kind('fee'),
    completedCents: Number(completed?.amount ?? 0),
  };
}

/**
 * Special orders' deposits for Finance in the given stores: those held at the end of `to` for orders not collected
 * by then (a liability), and over the range the deposits taken, given back, and those collected as sales.
 */
export async function specialOrderFinance(db: Executor, storeIds: readonly string[], from: string, to: string) {
  if (storeIds.length === 0) return { heldCents: 0, depositsCents: 0, refundsCents: 0, completedCents: 0 };
  const [held, byKind, collected] = await Promise.all([
    db
      .selectFrom('special_order_payments')
      .innerJoin('special_orders', 'special_orders.id', 'special_order_payments.special_order_id')
      .select((eb) => eb.fn.sum<number>('special_order_payments.amount_cents').as('amount'))
      .where('special_orders.store_id', 'in', storeIds)
      .where('special_order_payments.business_date', '<=', to)
      .where((eb) =>
        eb.or([
          eb('special_orders.status', '<>', 'collected'),
          eb('special_orders.closed_on', 'is', null),
          eb('special_orders.closed_on', '>', to),
        ]),
      )
      .executeTakeFirst(),
    db
      .selectFrom('special_order_payments')
      .select((eb) => ['kind', eb.fn.sum<number>('amount_cents').as('amount')])
      .where('store_id', 'in', storeIds)
      .where('business_date', '>=', from)
      .where('business_date', '<=', to)
      .groupBy('kind')
      .execute(),
    db
      .selectFrom('special_orders')
      .select((eb) => eb.fn.sum<number>('paid_cents').as('amount'))
      .where('store_id', 'in', storeIds)
      .where('status', '=', 'collected')
      .where('closed_on', '>=', from)
      .where('closed_on', '<=', to)
      .executeTakeFirst(),
  ]);
  const kind = (name: string) => Math.abs(Number(byKind.find((row) => row.kind === name)?.amount ?? 0));
  return {
    heldCents: Number(held?.amount ?? 0),
    depositsCents: kind('deposit'),
    refundsCents: kind('refund'),
    completedCents: Number(collected?.amount ?? 0),
  };
}
