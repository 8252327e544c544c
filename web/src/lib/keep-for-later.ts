import type { OutboxKind } from '@tillwise/core/outbox/outbox';
import { api, isUnreachable } from './api-client';
import { connectivity } from './connectivity';

/** A write the till can keep in its outbox while the server cannot be reached; sent later under the same id. */
export interface KeepableWrite {
  id: string;
  kind: OutboxKind;
  /** Under /api, e.g. '/voids'. */
  path: string;
  body: unknown;
  /** How the unsynced list names it. */
  label: string;
  amountCents: number | null;
}

type Keeper = (write: KeepableWrite) => Promise<void>;
let keeper: Keeper | null = null;

/** The app's outbox takes kept writes (app-layout registers it; a browser that is not a till never does). */
export function setKeeper(next: Keeper | null) {
  keeper = next;
}

/**
 * Posts the write; while the server cannot be reached (known before, or found now), the till's outbox keeps it to
 * send later and the answer is null. The write's own id makes a first attempt the server did record count once.
 */
export async function postOrKeep<T>(write: KeepableWrite): Promise<T | null> {
  if (keeper && !connectivity.get().online) {
    await keeper(write);
    return null;
  }
  try {
    return await api.post<T>(write.path, { body: write.body });
  } catch (error) {
    if (!keeper || !isUnreachable(error)) throw error;
    await keeper(write);
    return null;
  }
}
