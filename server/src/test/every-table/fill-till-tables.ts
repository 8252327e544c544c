import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** A manager's override, a till's block of numbers, a paired customer display and a held offline sale. */
export async function fillTillTables(trx: Transaction<Database>, at: string): Promise<void> {
  await trx
    .insertInto('overrides')
    .values({
      id: 'override-1',
      action: 'discount',
      requested_by: 'user-cashier',
      approved_by: 'user-manager',
      till_id: 'till-1',
      details_json: JSON.stringify({ percent: 20 }),
      created_at: at,
      used_at: null,
      used_for: null,
    })
    .execute();
  await trx
    .insertInto('number_blocks')
    .values({
      id: 'block-1',
      till_id: 'till-r1',
      kind: 'order',
      first_value: 90001,
      last_value: 90100,
      issued_at: at,
    })
    .execute();
  await trx
    .insertInto('display_pairings')
    .values({ code: '123456', till_id: 'till-1', paired_at: at, last_used_at: at })
    .execute();
  await trx.insertInto('display_states').values({ till_id: 'till-1', state_json: '{}', updated_at: at }).execute();
  await trx
    .insertInto('held_offline_actions')
    .values({
      id: 'held-1',
      kind: 'sale',
      store_id: 'store-2',
      till_id: 'till-r1',
      sent_by: 'user-riverside-cashier',
      taken_by: null,
      captured_at: at,
      amount_cents: 1299,
      body_json: '{}',
      reason: 'Its offline credential did not hold',
      received_at: at,
      status: 'held',
      resolved_by: null,
      resolved_at: null,
    })
    .execute();
}
