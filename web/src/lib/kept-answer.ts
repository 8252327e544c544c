import { isUnreachable } from './api-client';
import { localDb } from './local-db';
import { signedInStoreId } from './signed-in-store';

/** Where a kept answer lives: under the store it was given for, so one till signed in to several never mixes them. */
export const keptAnswerKey = (storeId: string, name: string) => `kept:${storeId}:${name}`;

/**
 * An answer the till needs to open and sell while the server is away (its shift, the payment, receipt and
 * hardware settings): each good answer is kept on the till for the signed-in store, and the kept one of that store
 * stands in when the server cannot be reached. The replica's delta sync tells the till when settings change, so a
 * kept one is only as old as the outage.
 */
export async function keptAnswer<T>(name: string, fetch: () => Promise<T>): Promise<T> {
  // Read before asking: an answer that arrives after a store switch is the old store's, and is kept as its.
  const storeId = signedInStoreId();
  // Signed in to no store, there is none to keep it for, and no store's kept answer may stand in.
  if (storeId === null) return fetch();
  const key = keptAnswerKey(storeId, name);
  try {
    const answer = await fetch();
    void localDb()
      .then((db) => db.put('meta', answer, key))
      .catch(() => undefined);
    return answer;
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    const kept = await localDb()
      .then((db) => db.get('meta', key))
      .catch(() => undefined);
    if (kept === undefined) throw error;
    return kept as T;
  }
}
