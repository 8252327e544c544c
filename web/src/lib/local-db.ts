import type { DBSchema, IDBPDatabase } from 'idb';
import type { Product } from '@tillwise/core/catalog/catalog-schemas';
import type { Customer } from '@tillwise/core/customer/customer-schemas';
import type { NumberPool } from '@tillwise/core/outbox/number-pool';
import type { OutboxEntry } from '@tillwise/core/outbox/outbox';
import type { Session } from '@tillwise/core/staff/staff-schemas';

/**
 * What this browser keeps for the till in IndexedDB, so it sells on through an outage: the replica of the catalogue
 * and customers, the outbox of what it did while the server could not hear, the receipt numbers it holds, and the
 * PIN checks of staff who signed in here. It belongs to the till, not to whoever is signed in.
 */
export interface TillDatabase extends DBSchema {
  products: { key: string; value: Product };
  customers: { key: string; value: Customer };
  /** Small things kept whole: the sync cursor, categories, settings, the roster, the till's store. */
  meta: { key: string; value: unknown };
  outbox: { key: string; value: OutboxEntry; indexes: { byCreatedAt: string } };
  numberPools: { key: 'order' | 'refund'; value: NumberPool };
  pinVerifiers: { key: string; value: PinVerifier };
}

/** How the till checks a PIN offline for someone who signed in on it before (docs/architecture.md, "Offline sign-in"). */
export interface PinVerifier {
  userId: string;
  salt: string;
  iterations: number;
  hash: string;
  failedAttempts: number;
  lockedUntil: string | null;
  /** The session they had when they last signed in online: what they may do here offline. */
  session: Session;
  /** Their offline credential for this till, sealed under their PIN (see features/session/api/offline-credential). */
  credential?: SealedCredential;
}

export interface SealedCredential {
  salt: string;
  iv: string;
  iterations: number;
  /** AES-GCM of the credential, hex. */
  data: string;
  expiresAt: string;
}

const databaseName = 'tillwise-till';
let opening: Promise<IDBPDatabase<TillDatabase>> | null = null;

export function localDb(): Promise<IDBPDatabase<TillDatabase>> {
  // idb loads with the first use: the till's first screen needs none of this before it has drawn.
  opening ??= import('idb').then(({ openDB }) =>
    openDB<TillDatabase>(databaseName, 1, {
      upgrade(db) {
        db.createObjectStore('products', { keyPath: 'id' });
        db.createObjectStore('customers', { keyPath: 'id' });
        db.createObjectStore('meta');
        db.createObjectStore('outbox', { keyPath: 'id' }).createIndex('byCreatedAt', 'createdAt');
        db.createObjectStore('numberPools');
        db.createObjectStore('pinVerifiers', { keyPath: 'userId' });
      },
    }),
  );
  return opening;
}
