import type { StoreTax } from '@tillwise/core/tax/store-taxes';
import type { Integration } from '@tillwise/core/settings/integration-schemas';
import type { StoreSettings, StoreSettingsInput } from '@tillwise/core/settings/store-settings';
import type { Selectable, Transaction } from 'kysely';
import { busOf, catchUpTopic } from '../db/change-bus';
import type { Db, Executor } from '../db/database';
import type { Database, StoreTable } from '../db/schema';
import * as settingsRepository from '../db/repositories/settings-repository';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import { asSupportedLocale, defaultCurrency } from '@tillwise/core/settings/locale-schemas';
import type { MoneyFormat } from '@tillwise/core/money/money-format';
import { defaultCashRoundingStep } from '@tillwise/core/money/money';
import { badRequest, notFound } from '../lib/errors';
import { changedFields, recordAudit } from './audit-service';
import { saying } from '@tillwise/core/i18n/core-message';
import { storeRefusals } from './store-messages';

/** "approvalLimitCents" → "approval limit": a settings field as a person names it. */
const fieldLabel = (field: string) =>
  field
    .replace(/(Cents|Bps|Minutes)$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();

/**
 * Saves one part of the settings and records what changed in the audit log, in one transaction. Saving without
 * a change writes no entry.
 */
export async function saveAudited<T extends Record<string, unknown>>(
  db: Db,
  section: string,
  actor: StaffMember,
  now: Date,
  read: (trx: Transaction<Database>) => Promise<T>,
  write: (trx: Transaction<Database>) => Promise<unknown>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const before = await read(trx);
    await write(trx);
    const after = await read(trx);
    const changes = changedFields(before, after);
    if (Object.keys(changes).length > 0) {
      await recordAudit(
        trx,
        {
          action: 'settings.changed',
          userId: actor.id,
          subject: { type: 'settings', id: section },
          summary: `${section} · ${Object.keys(changes).map(fieldLabel).join(', ')}`,
          details: { section, changes },
        },
        now,
      );
    }
    return after;
  });
}

/** How a store works out its sales: shelf prices with or without tax, its tax's name, and its cash rounding step. */
export async function getStorePricing(db: Executor, storeId: string): Promise<StorePricing> {
  return pricingOfStoreRow(await settingsRepository.findStoreRow(db, storeId));
}

export interface StorePricing {
  pricesIncludeTax: boolean;
  taxName: string;
  cashRoundingStep: number;
  additionalTaxes: StoreTax[];
  /** Its currency in its language, for what a sale's messages and audit entries say of money. */
  money: MoneyFormat;
}

/** How a store prices, from its row. */
export function pricingOfStoreRow(
  row:
    | {
        prices_include_tax: number;
        tax_name: string;
        cash_rounding_cents: number;
        additional_taxes_json?: string | null;
        locale?: string;
        currency?: string;
      }
    | undefined,
): StorePricing {
  return {
    pricesIncludeTax: row?.prices_include_tax === 1,
    taxName: row?.tax_name ?? 'Tax',
    cashRoundingStep: row?.cash_rounding_cents ?? 0,
    additionalTaxes: additionalTaxesOf(row),
    money: moneyFormatOfStoreRow(row),
  };
}

/** How a store writes money: its currency, in its language (a store from before either is US English, dollars). */
export function moneyFormatOfStoreRow(row: { locale?: string; currency?: string } | undefined): MoneyFormat {
  return { locale: asSupportedLocale(row?.locale), currency: row?.currency ?? defaultCurrency };
}

/** A store row's additional taxes (none when never set). */
export function additionalTaxesOf(row: { additional_taxes_json?: string | null } | undefined): StoreTax[] {
  return row?.additional_taxes_json ? (JSON.parse(row.additional_taxes_json) as StoreTax[]) : [];
}

/** A store row as the General tab (and Settings › Stores) shows it. */
export function storeDetailsOf(row: Selectable<StoreTable>): StoreSettings {
  return {
    name: row.name,
    type: row.type as StoreSettings['type'],
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    phone: row.phone,
    email: row.email,
    taxRate: row.tax_rate_bps / 100,
    taxName: row.tax_name,
    pricesIncludeTax: row.prices_include_tax === 1,
    additionalTaxes: additionalTaxesOf(row),
    timeZone: row.time_zone,
    locale: asSupportedLocale(row.locale),
    currency: row.currency,
    vatNumber: row.vat_number,
  };
}

/** The General tab: the store's business information, tax defaults, time zone, language and currency. */
export async function getStoreSettings(db: Executor, storeId: string): Promise<StoreSettings> {
  const row = await settingsRepository.findStoreRow(db, storeId);
  if (!row) throw notFound(saying(storeRefusals.notFound));
  return storeDetailsOf(row);
}

/** Saves the General tab; the default tax rate applies to products added from now on. */
export async function saveStoreSettings(
  db: Db,
  storeId: string,
  input: StoreSettingsInput,
  actor: StaffMember,
  now: Date,
): Promise<StoreSettings> {
  const saved = await saveAudited(
    db,
    'General',
    actor,
    now,
    (trx) => getStoreSettings(trx, storeId),
    async (trx) => {
      const row = await settingsRepository.findStoreRow(trx, storeId);
      if (input.currency !== undefined && row && input.currency !== row.currency) {
        // Every amount the store has recorded is in its currency's minor units: a sale in dollars read as yen or
        // dinars would be a different sum, so the currency is chosen before trading starts.
        if (await settingsRepository.storeHasTraded(trx, storeId))
          throw badRequest(saying(storeRefusals.currencyBeforeFirstSale), [
            { path: 'currency', message: saying(storeRefusals.hasSalesIn, { currency: row.currency }) },
          ]);
      }
      await settingsRepository.updateStore(trx, storeId, {
        ...settingsRepository.storeDetailsColumns(input),
        ...(row && input.currency !== undefined && { cash_rounding_cents: cashRoundingAfter(row, input.currency) }),
      });
    },
  );
  forgetStoreTimeZones(db);
  return saved;
}

/**
 * A store's cash rounding once its currency is `currency`: a store still rounding as its currency does by default
 * has never chosen a step of its own, so it takes the new currency's (5 cents for Canadian or Australian dollars,
 * none for US dollars, euros or pounds); a step the store chose itself stays.
 */
function cashRoundingAfter(row: { currency: string; cash_rounding_cents: number }, currency: string): number {
  if (currency === row.currency) return row.cash_rounding_cents;
  return row.cash_rounding_cents === defaultCashRoundingStep(row.currency)
    ? defaultCashRoundingStep(currency)
    : row.cash_rounding_cents;
}

/** The integrations the settings page lists, each with its status. */
export async function listIntegrations(db: Db): Promise<Integration[]> {
  return (await settingsRepository.findIntegrations(db)).map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind as Integration['kind'],
    description: row.description,
    logo: row.logo,
    status: row.status as Integration['status'],
  }));
}

const timeZones = new WeakMap<Db, Map<string, string>>();

/** A store's time zone, which decides the business day of its sales; read once, then kept. */
export async function getStoreTimeZone(db: Db, storeId: string): Promise<string> {
  let zones = timeZones.get(db);
  if (!zones) {
    timeZones.set(db, (zones = new Map()));
    // A store's settings saved on another server change its time zone here too (and may have, unheard, while the
    // database was away).
    const bus = busOf(db);
    const forget = () => {
      timeZones.delete(db);
      unsubscribeSaved();
      unsubscribeCaughtUp();
    };
    const unsubscribeSaved = bus.subscribe(storeSettingsTopic, forget);
    const unsubscribeCaughtUp = bus.subscribe(catchUpTopic, forget);
  }
  let zone = zones.get(storeId);
  if (!zone) {
    const store = await db.selectFrom('store').select('time_zone').where('id', '=', storeId).executeTakeFirst();
    zone = store?.time_zone ?? 'UTC';
    zones.set(storeId, zone);
  }
  return zone;
}

/** Forgets the kept time zones after a store's settings change, on every server sharing the database. */
export function forgetStoreTimeZones(db: Db) {
  timeZones.delete(db);
  void busOf(db).publish(storeSettingsTopic, null);
}

const storeSettingsTopic = 'store.settings';
