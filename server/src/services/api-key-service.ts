import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { ApiKey, ApiKeyScope, CreateApiKeyInput, CreatedApiKey } from '@tillwise/core/api-key/api-key-schemas';
import { createApiKeyInputSchema } from '@tillwise/core/api-key/api-key-schemas';
import type { Permission } from '@tillwise/core/staff/permissions';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db } from '../db/database';
import * as apiKeyRepository from '../db/repositories/api-key-repository';
import * as storeRepository from '../db/repositories/store-repository';
import { badRequest, forbidden, notFound, tooManyRequests, unauthorized } from '../lib/errors';
import { recordAudit } from './audit-service';
import { saying } from '@tillwise/core/i18n/core-message';
import { integrationRefusals } from './integration-messages';

/** Every key starts so, which tells it from a session token at a glance (and to secret scanners). */
const secretPrefix = 'tw_';
const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('base64url');

type KeyRow = NonNullable<Awaited<ReturnType<typeof apiKeyRepository.findApiKey>>>;

function toApiKey(row: KeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: JSON.parse(row.scopes) as ApiKeyScope[],
    storeId: row.store_id,
    storeName: row.store_name ?? null,
    requestsPerMinute: row.requests_per_minute,
    createdAt: row.created_at,
    createdBy: row.created_by,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  };
}

export async function listApiKeys(db: Db): Promise<ApiKey[]> {
  return (await apiKeyRepository.findApiKeys(db)).map(toApiKey);
}

/** Makes a key and the identity it acts as; its secret is in the answer and nowhere else. */
export async function createApiKey(
  db: Db,
  input: CreateApiKeyInput,
  actor: StaffMember,
  now: Date,
): Promise<CreatedApiKey> {
  const key = createApiKeyInputSchema.parse(input);
  if (key.storeId && !(await storeRepository.findStoreById(db, key.storeId)))
    throw badRequest(saying(integrationRefusals.noSuchStore), [
      { path: 'storeId', message: saying(integrationRefusals.chooseChainStore) },
    ]);
  const secret = `${secretPrefix}${randomBytes(24).toString('base64url')}`;
  const id = randomUUID();
  const at = now.toISOString();
  const scopes = [...new Set(key.scopes)];
  await db.transaction().execute(async (trx) => {
    const userId = randomUUID();
    await apiKeyRepository.insertKeyIdentity(trx, { id: userId, name: `${key.name} (API key)`, created_at: at });
    await apiKeyRepository.insertApiKey(trx, {
      id,
      name: key.name,
      prefix: secret.slice(0, 10),
      secret_hash: hashSecret(secret),
      user_id: userId,
      store_id: key.storeId,
      scopes: JSON.stringify(scopes),
      requests_per_minute: key.requestsPerMinute,
      created_by: actor.id,
      created_at: at,
      last_used_at: null,
      revoked_at: null,
    });
    await recordAudit(
      trx,
      {
        action: 'api_key.created',
        userId: actor.id,
        subject: { type: 'api_key', id },
        summary: `${key.name} · ${scopes.join(', ')}`,
        details: { name: key.name, scopes, storeId: key.storeId, requestsPerMinute: key.requestsPerMinute },
      },
      now,
    );
  });
  const made = await apiKeyRepository.findApiKey(db, id);
  if (!made) throw notFound(saying(integrationRefusals.apiKeyNotFound));
  return { ...toApiKey(made), secret };
}

/** Revokes a key: the next request made with it is refused, on every server (keys are looked up per request). */
export async function revokeApiKey(db: Db, id: string, actor: StaffMember, now: Date): Promise<ApiKey> {
  await db.transaction().execute(async (trx) => {
    const key = await apiKeyRepository.findApiKey(trx, id);
    if (!key) throw notFound(saying(integrationRefusals.apiKeyNotFound));
    if (!(await apiKeyRepository.revokeApiKey(trx, id, now.toISOString()))) return;
    await recordAudit(
      trx,
      { action: 'api_key.revoked', userId: actor.id, subject: { type: 'api_key', id }, summary: key.name, details: {} },
      now,
    );
  });
  const key = await apiKeyRepository.findApiKey(db, id);
  if (!key) throw notFound(saying(integrationRefusals.apiKeyNotFound));
  return toApiKey(key);
}

/** Whether an Authorization header carries an API key rather than something else. */
export function bearerSecret(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

export interface KeyCaller {
  keyId: string;
  staff: StaffMember;
  storeId: string;
  permissions: readonly Permission[];
}

const windowMs = 60_000;

/**
 * The caller behind a key: refused (401) when unknown or revoked, 403 for a store it does not work in, 429 with
 * Retry-After beyond its requests per minute. A chain-wide key names its store in the Tillwise-Store header (its
 * first store otherwise). Inside a sale a key is held to a cashier's limits (discount caps, approvals).
 */
export async function callerOfKey(db: Db, secret: string, askedStore: string | undefined, now: Date) {
  const key = await apiKeyRepository.findLiveKeyBySecret(db, hashSecret(secret));
  if (!key) throw unauthorized(saying(integrationRefusals.apiKeyNotValid));
  const storeId = await storeOfKey(db, key.store_id, askedStore);
  const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
  const requests = await apiKeyRepository.countRequest(db, key.id, new Date(windowStart).toISOString());
  if (requests === 1) {
    const forgetBefore = new Date(windowStart - windowMs).toISOString();
    await apiKeyRepository.touchKey(db, key.id, now.toISOString(), forgetBefore);
  }
  if (requests > key.requests_per_minute) {
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + windowMs - now.getTime()) / 1000));
    throw tooManyRequests(
      saying(integrationRefusals.apiKeyRateLimit, {
        limit: String(key.requests_per_minute),
        seconds: retryAfterSeconds,
      }),
      retryAfterSeconds,
    );
  }
  const caller: KeyCaller = {
    keyId: key.id,
    staff: { id: key.user_id, name: `${key.name} (API key)`, email: null, role: 'cashier' },
    storeId,
    permissions: JSON.parse(key.scopes) as Permission[],
  };
  return caller;
}

async function storeOfKey(db: Db, keyStore: string | null, askedStore: string | undefined): Promise<string> {
  if (keyStore) {
    if (askedStore && askedStore !== keyStore) throw forbidden(saying(integrationRefusals.apiKeyOneStore));
    return keyStore;
  }
  const stores = await storeRepository.findStores(db);
  const store = askedStore ? stores.find((candidate) => candidate.id === askedStore) : stores[0];
  if (!store) throw forbidden(saying(integrationRefusals.noSuchStoreInChain));
  return store.id;
}
