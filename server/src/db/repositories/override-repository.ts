import type { Insertable } from 'kysely';
import type { Executor } from '../database';
import type { OverridesTable } from '../schema';

export async function insertOverride(db: Executor, row: Insertable<OverridesTable>) {
  await db.insertInto('overrides').values(row).execute();
}

/** One approval with the names of who asked and who approved. */
export function findOverride(db: Executor, id: string) {
  return db
    .selectFrom('overrides')
    .innerJoin('users as approver', 'approver.id', 'overrides.approved_by')
    .selectAll('overrides')
    .select('approver.name as approver_name')
    .where('overrides.id', '=', id)
    .executeTakeFirst();
}

export type OverrideRow = NonNullable<Awaited<ReturnType<typeof findOverride>>>;

/** The approvals of one kind already spent on a sale (e.g. when it was parked), oldest first. */
export function findOverridesUsedFor(db: Executor, usedFor: string, action: string) {
  return db
    .selectFrom('overrides')
    .innerJoin('users as approver', 'approver.id', 'overrides.approved_by')
    .selectAll('overrides')
    .select('approver.name as approver_name')
    .where('overrides.used_for', '=', usedFor)
    .where('overrides.action', '=', action)
    .orderBy('overrides.created_at')
    .execute();
}

/** Spends an approval unless something else already has; true when this call spent it. */
export async function markOverrideUsed(db: Executor, id: string, usedFor: string, usedAt: string): Promise<boolean> {
  const result = await db
    .updateTable('overrides')
    .set({ used_at: usedAt, used_for: usedFor })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
