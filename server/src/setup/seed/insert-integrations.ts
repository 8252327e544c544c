import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { demoIntegrations } from './demo-catalog';
import { insertInBatches } from './insert-in-batches';

/** The integrations every store lists, the demo's and a new one's alike (none connected). */
export async function insertIntegrations(db: Kysely<Database>) {
  await insertInBatches(
    db,
    'integrations',
    demoIntegrations.map((integration, index) => ({ ...integration, sort_order: index })),
  );
}
