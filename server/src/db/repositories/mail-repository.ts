import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../database';
import type { MailMessagesTable } from '../schema';

export type MailMessageRow = Selectable<MailMessagesTable>;

export async function insertMessage(db: Executor, row: Insertable<MailMessagesTable>) {
  await db.insertInto('mail_messages').values(row).execute();
}

export function findMessage(db: Executor, id: string) {
  return db.selectFrom('mail_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The newest messages first, without their bodies. */
export function findRecentMessages(db: Executor, limit: number) {
  return db
    .selectFrom('mail_messages')
    .select([
      'id',
      'kind',
      'to_address',
      'subject',
      'status',
      'attempts',
      'next_attempt_at',
      'last_error',
      'created_at',
      'sent_at',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Queued messages whose time has come and whose lease (if any) has run out, oldest first. */
export function findDueMessageIds(db: Executor, now: string, limit: number) {
  return db
    .selectFrom('mail_messages')
    .select('id')
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
}

/**
 * Takes a due message for one server process until `until`, in one conditional update: of several processes trying
 * the same message only one wins. Its row when this process won, undefined when another did or it is no longer due.
 */
export async function claimMessage(db: Executor, claim: { id: string; owner: string; now: string; until: string }) {
  const result = await db
    .updateTable('mail_messages')
    .set({ lease_owner: claim.owner, lease_until: claim.until })
    .where('id', '=', claim.id)
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', claim.now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', claim.now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? findMessage(db, claim.id) : undefined;
}

/** Records how an attempt by the lease's holder went, and lets the lease go. */
export async function finishAttempt(
  db: Executor,
  id: string,
  owner: string,
  outcome: Pick<MailMessagesTable, 'status' | 'next_attempt_at' | 'last_error' | 'sent_at'> & { attempts: number },
) {
  await db
    .updateTable('mail_messages')
    .set({ ...outcome, lease_owner: null, lease_until: null })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .execute();
}

/**
 * Puts a message not yet sent back in the queue, due at once and tried for another day; false when it was sent
 * meanwhile or is not there.
 */
export async function requeueMessage(db: Executor, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('mail_messages')
    .set({ status: 'queued', attempts: 0, next_attempt_at: now, queued_at: now, lease_owner: null, lease_until: null })
    .where('id', '=', id)
    .where('status', '!=', 'sent')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A sale's store and its customer's e-mail (none when it has no customer or they have none). */
export function findSaleRecipient(db: Executor, saleId: string) {
  return db
    .selectFrom('orders')
    .leftJoin('customers', 'customers.id', 'orders.customer_id')
    .select(['orders.id', 'orders.store_id', 'customers.email'])
    .where('orders.id', '=', saleId)
    .executeTakeFirst();
}
