import { isUnreachable } from './api-client';
import { localDb } from './local-db';

/**
 * An answer the till needs to open and sell while the server is away (its shift, the payment, receipt and
 * hardware settings): each good answer is kept on the till, and the kept one stands in when the server cannot be
 * reached. The replica's delta sync tells the till when settings change, so a kept one is only as old as the
 * outage.
 */
export async function keptAnswer<T>(name: string, fetch: () => Promise<T>): Promise<T> {
  const key = `kept:${name}`;
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
