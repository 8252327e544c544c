import type { Insertable } from 'kysely';
import type { Executor } from '../database';
import type { ReturnLinesTable, ReturnsTable } from '../schema';

export function findReturn(db: Executor, id: string) {
  return db.selectFrom('returns').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertReturn(db: Executor, row: Insertable<ReturnsTable>, lines: Insertable<ReturnLinesTable>[]) {
  await db.insertInto('returns').values(row).execute();
  await db.insertInto('return_lines').values(lines).execute();
}

/** A return with the names of who gave it, who approved it and who got the credit. */
export function findReturnDetails(db: Executor, id: string) {
  return db
    .selectFrom('returns')
    .innerJoin('users as staff', 'staff.id', 'returns.user_id')
    .leftJoin('users as approver', 'approver.id', 'returns.approved_by')
    .leftJoin('customers', 'customers.id', 'returns.customer_id')
    .selectAll('returns')
    .select(['staff.name as staff_name', 'approver.name as approver_name', 'customers.name as customer_name'])
    .where('returns.id', '=', id)
    .executeTakeFirst();
}

export function findReturnLines(db: Executor, returnId: string) {
  return db.selectFrom('return_lines').selectAll().where('return_id', '=', returnId).orderBy('name').execute();
}

/** A shift's returns without receipt, summed as its refunds are: in all, by tax rate and by tender. */
export async function findShiftReturns(db: Executor, shiftId: string) {
  const [totals, byRate, byTender] = await Promise.all([
    db
      .selectFrom('returns')
      .select((eb) => [
        eb.fn.countAll<number>().as('count'),
        eb.fn.sum<number>('amount_cents').as('amount'),
        eb.fn.sum<number>('tax_cents').as('tax'),
      ])
      .where('shift_id', '=', shiftId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('return_lines')
      .innerJoin('returns', 'returns.id', 'return_lines.return_id')
      .select((eb) => [
        'return_lines.tax_rate_bps',
        eb.fn.sum<number>(eb('return_lines.amount_cents', '-', eb.ref('return_lines.tax_cents'))).as('net'),
        eb.fn.sum<number>('return_lines.tax_cents').as('tax'),
      ])
      .where('returns.shift_id', '=', shiftId)
      .groupBy('return_lines.tax_rate_bps')
      .execute(),
    db
      .selectFrom('returns')
      .select((eb) => [
        'tender as method',
        eb.fn.countAll<number>().as('count'),
        eb.fn.sum<number>('amount_cents').as('amount'),
      ])
      .where('shift_id', '=', shiftId)
      .groupBy('tender')
      .execute(),
  ]);
  return { totals, byRate, byTender };
}
