import type { Executor } from '../database';

/** The till's pairing: this code replaces any earlier one of the till. */
export async function savePairing(db: Executor, pairing: { code: string; tillId: string; at: string }) {
  await db.deleteFrom('display_pairings').where('till_id', '=', pairing.tillId).execute();
  await db
    .insertInto('display_pairings')
    .values({ code: pairing.code, till_id: pairing.tillId, paired_at: pairing.at, last_used_at: pairing.at })
    .execute();
}

export function findPairing(db: Executor, code: string) {
  return db.selectFrom('display_pairings').selectAll().where('code', '=', code).executeTakeFirst();
}

/** Notes that displays still use these codes (kept alive while connected to any server). */
export async function touchPairings(db: Executor, codes: readonly string[], at: string) {
  if (codes.length === 0) return;
  await db.updateTable('display_pairings').set({ last_used_at: at }).where('code', 'in', codes).execute();
}

export async function deletePairingsBefore(db: Executor, before: string) {
  await db.deleteFrom('display_pairings').where('last_used_at', '<', before).execute();
}

export async function saveDisplayState(db: Executor, tillId: string, stateJson: string, at: string) {
  await db
    .insertInto('display_states')
    .values({ till_id: tillId, state_json: stateJson, updated_at: at })
    .onConflict((conflict) => conflict.column('till_id').doUpdateSet({ state_json: stateJson, updated_at: at }))
    .execute();
}

export async function findDisplayState(db: Executor, tillId: string): Promise<string | null> {
  const row = await db
    .selectFrom('display_states')
    .select('state_json')
    .where('till_id', '=', tillId)
    .executeTakeFirst();
  return row?.state_json ?? null;
}
