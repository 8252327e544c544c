import type { PlanStep } from '../plan';
import type { StoreSettingsInput } from '@tillwise/core/settings/store-settings';
import type { Transaction, Updateable } from 'kysely';
import type { Db } from '../database';
import type { Database, ReceiptSettingsTable, StoreTable } from '../schema';

type Executor = Db | Transaction<Database>;

/** A stored preference value (JSON), or undefined when the store never set it. */
export async function findPreference(db: Executor, key: string): Promise<unknown> {
  const row = await db.selectFrom('store_preferences').select('value').where('key', '=', key).executeTakeFirst();
  return row ? (JSON.parse(row.value) as unknown) : undefined;
}

export async function findPreferences(db: Executor): Promise<Map<string, unknown>> {
  const rows = await db.selectFrom('store_preferences').select(['key', 'value']).execute();
  return new Map(rows.map((row) => [row.key, JSON.parse(row.value) as unknown]));
}

/** Stores a preference (insert or replace). */
export async function savePreference(db: Executor, key: string, value: unknown, updatedAt: string) {
  await db
    .insertInto('store_preferences')
    .values({ key, value: JSON.stringify(value), updated_at: updatedAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: updatedAt }))
    .execute();
}

/** Stores a preference unless one is already stored (two servers making it at once keep the first). */
export async function savePreferenceIfMissing(db: Executor, key: string, value: unknown, updatedAt: string) {
  await db
    .insertInto('store_preferences')
    .values({ key, value: JSON.stringify(value), updated_at: updatedAt })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

export function findStoreRow(db: Executor, storeId: string) {
  return db.selectFrom('store').selectAll().where('id', '=', storeId).executeTakeFirst();
}

/** A store's details as Settings › General and Add store both take them: the tax rate in percent, stored in bps. */
export const storeDetailsColumns = (input: StoreSettingsInput) => ({
  name: input.name,
  type: input.type,
  address: input.address,
  city: input.city,
  state: input.state,
  zip: input.zip,
  phone: input.phone,
  email: input.email,
  tax_rate_bps: Math.round(input.taxRate * 100),
  tax_name: input.taxName,
  prices_include_tax: input.pricesIncludeTax ? 1 : 0,
  additional_taxes_json: input.additionalTaxes.length > 0 ? JSON.stringify(input.additionalTaxes) : null,
  time_zone: input.timeZone,
  ...(input.locale === undefined ? {} : { locale: input.locale }),
  ...(input.currency === undefined ? {} : { currency: input.currency }),
  ...(input.vatNumber === undefined ? {} : { vat_number: input.vatNumber }),
});

/** Whether a store has recorded a sale (or a refund or return against one). */
export async function storeHasTraded(db: Executor, storeId: string): Promise<boolean> {
  const sale = await db.selectFrom('orders').select('id').where('store_id', '=', storeId).limit(1).executeTakeFirst();
  return sale !== undefined;
}

export async function updateStore(db: Executor, storeId: string, changes: Updateable<StoreTable>) {
  await db.updateTable('store').set(changes).where('id', '=', storeId).execute();
}

export function findReceiptSettingsRow(db: Executor, storeId: string) {
  return db.selectFrom('receipt_settings').selectAll().where('store_id', '=', storeId).executeTakeFirst();
}

export async function updateReceiptSettings(db: Executor, storeId: string, changes: Updateable<ReceiptSettingsTable>) {
  await db.updateTable('receipt_settings').set(changes).where('store_id', '=', storeId).execute();
}

export function findIntegrations(db: Executor) {
  return db.selectFrom('integrations').selectAll().orderBy('sort_order').execute();
}

/** A preference's stored text (JSON), or null where none is stored. */
export async function findPreferenceText(db: Executor, key: string): Promise<string | null> {
  const row = await db.selectFrom('store_preferences').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value ?? null;
}

/** A plan's check that a preference is still stored as `text` (or still not stored); otherwise it stops at 'settings'. */
export function preferenceUnchangedStep(key: string, text: string | null): PlanStep {
  return text === null
    ? { sql: 'select 1 as ok from store_preferences where key = ?', params: [key], expect: 'none', stop: 'settings' }
    : {
        sql: 'select 1 as ok from store_preferences where key = ? and value = ?',
        params: [key, text],
        expect: 'row',
        stop: 'settings',
      };
}

/** A plan's check that what a sale priced by is still the store's; otherwise it stops at 'settings'. */
export function storeUnchangedStep(store: {
  id: string;
  prices_include_tax: number;
  tax_name: string;
  cash_rounding_cents: number;
  offline_card_limit_cents: number;
  time_zone: string;
  additional_taxes_json?: string | null;
}): PlanStep {
  return {
    sql:
      'select 1 as ok from store where id = ? and prices_include_tax = ? and tax_name = ? and cash_rounding_cents = ?' +
      " and offline_card_limit_cents = ? and time_zone = ? and coalesce(additional_taxes_json, '') = ?",
    params: [
      store.id,
      store.prices_include_tax,
      store.tax_name,
      store.cash_rounding_cents,
      store.offline_card_limit_cents,
      store.time_zone,
      store.additional_taxes_json ?? '',
    ],
    expect: 'row',
    stop: 'settings',
  };
}
