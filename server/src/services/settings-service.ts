import {
  chainPaymentSettingsSchema,
  defaultOfflineCardLimitCents,
  defaultPaymentSettings,
} from '@tillwise/core/settings/payment-settings';
import type { StoreTax } from '@tillwise/core/tax/store-taxes';
import type {
  ChainPaymentSettings,
  PaymentSettings,
  TillPaymentSettings,
} from '@tillwise/core/settings/payment-settings';
import { defaultPreferences, preferencesSchema } from '@tillwise/core/settings/preferences';
import type { PreferenceGroup, Preferences } from '@tillwise/core/settings/preferences';
import { discountCapsSchema } from '@tillwise/core/settings/discount-cap-schemas';
import { defaultDiscountCaps } from '@tillwise/core/settings/discount-caps';
import type { DiscountCaps } from '@tillwise/core/settings/discount-caps';
import type { ReceiptSettings, ReceiptSettingsInput } from '@tillwise/core/settings/receipt-settings';
import type { Integration } from '@tillwise/core/settings/integration-schemas';
import type { StoreSettings, StoreSettingsInput } from '@tillwise/core/settings/store-settings';
import type { Transaction } from 'kysely';
import { busOf } from '../db/change-bus';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import * as settingsRepository from '../db/repositories/settings-repository';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import { notFound } from '../lib/errors';
import { changedFields, recordAudit } from './audit-service';

type Executor = Db | Transaction<Database>;

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
async function saveAudited<T extends Record<string, unknown>>(
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

const defaultChainPaymentSettings = chainPaymentSettingsSchema.parse(defaultPaymentSettings);

/** The payment methods the till offers, the same in every store; all of them until they are changed. */
export async function getPaymentSettings(db: Executor): Promise<ChainPaymentSettings> {
  return parsePaymentSettings(await settingsRepository.findPreference(db, 'payments'));
}

/** The chain's payment settings from their stored value (the defaults when none is stored or it is unreadable). */
export function parsePaymentSettings(stored: unknown): ChainPaymentSettings {
  const parsed = chainPaymentSettingsSchema.safeParse(stored);
  return parsed.success ? parsed.data : defaultChainPaymentSettings;
}

/** The most one card payment taken offline may be in this store. */
export async function getOfflineCardLimit(db: Executor, storeId: string): Promise<number> {
  return (await settingsRepository.findStoreRow(db, storeId))?.offline_card_limit_cents ?? defaultOfflineCardLimitCents;
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
}

/** How a store prices, from its row. */
export function pricingOfStoreRow(
  row:
    | {
        prices_include_tax: number;
        tax_name: string;
        cash_rounding_cents: number;
        additional_taxes_json?: string | null;
      }
    | undefined,
): StorePricing {
  return {
    pricesIncludeTax: row?.prices_include_tax === 1,
    taxName: row?.tax_name ?? 'Tax',
    cashRoundingStep: row?.cash_rounding_cents ?? 0,
    additionalTaxes: additionalTaxesOf(row),
  };
}

/** A store row's additional taxes (none when never set). */
export function additionalTaxesOf(row: { additional_taxes_json?: string | null } | undefined): StoreTax[] {
  return row?.additional_taxes_json ? (JSON.parse(row.additional_taxes_json) as StoreTax[]) : [];
}

/**
 * The Payments tab of a store: the chain's methods and options, this store's offline card limit and cash rounding;
 * and for the till, whether prices include tax and the tax's name.
 */
export async function getStorePaymentSettings(db: Executor, storeId: string): Promise<TillPaymentSettings> {
  const settings = await getPaymentSettings(db);
  const pricing = await getStorePricing(db, storeId);
  return {
    ...settings,
    pricesIncludeTax: pricing.pricesIncludeTax,
    taxName: pricing.taxName,
    additionalTaxes: pricing.additionalTaxes,
    offlineCardLimitCents: await getOfflineCardLimit(db, storeId),
    cashRoundingCents: pricing.cashRoundingStep as PaymentSettings['cashRoundingCents'],
  };
}

/** Saves which methods the till offers (at least one) and their options, and this store's offline card limit. */
export async function savePaymentSettings(
  db: Db,
  storeId: string,
  input: PaymentSettings,
  actor: StaffMember,
  now: Date,
): Promise<TillPaymentSettings> {
  const { offlineCardLimitCents, cashRoundingCents, ...chain } = input;
  return saveAudited(
    db,
    'Payments',
    actor,
    now,
    (trx) => getStorePaymentSettings(trx, storeId),
    async (trx) => {
      await settingsRepository.savePreference(trx, 'payments', chain, now.toISOString());
      await settingsRepository.updateStore(trx, storeId, {
        offline_card_limit_cents: offlineCardLimitCents,
        cash_rounding_cents: cashRoundingCents,
      });
    },
  );
}

/** What the store's printed receipt shows. */
export async function getReceiptSettings(db: Executor, storeId: string): Promise<ReceiptSettings> {
  const row = await settingsRepository.findReceiptSettingsRow(db, storeId);
  if (!row) throw notFound('Receipt settings not found');
  return {
    logo: row.logo,
    businessName: row.business_name,
    showPhone: row.show_phone === 1,
    phone: row.phone,
    showEmail: row.show_email === 1,
    email: row.email,
    showAddress: row.show_address === 1,
    address: row.address,
    headerMessage: row.header_message,
    footerMessage: row.footer_message,
    showBarcode: row.show_barcode === 1,
    returnPolicy: row.return_policy,
  };
}

/** Saves the receipt customisation; every receipt printed afterwards uses it. */
export async function saveReceiptSettings(
  db: Db,
  storeId: string,
  input: ReceiptSettingsInput,
  actor: StaffMember,
  now: Date,
): Promise<ReceiptSettings> {
  return saveAudited(
    db,
    'Receipts',
    actor,
    now,
    (trx) => getReceiptSettings(trx, storeId),
    (trx) => writeReceiptSettings(trx, storeId, input, now),
  );
}

function writeReceiptSettings(trx: Executor, storeId: string, input: ReceiptSettingsInput, now: Date) {
  return settingsRepository.updateReceiptSettings(trx, storeId, {
    logo: input.logo,
    business_name: input.businessName,
    show_phone: input.showPhone ? 1 : 0,
    phone: input.phone,
    show_email: input.showEmail ? 1 : 0,
    email: input.email,
    show_address: input.showAddress ? 1 : 0,
    address: input.address,
    header_message: input.headerMessage,
    footer_message: input.footerMessage,
    show_barcode: input.showBarcode ? 1 : 0,
    return_policy: input.returnPolicy,
    updated_at: now.toISOString(),
  });
}

/** The General tab: the store's business information, tax defaults and time zone. */
export async function getStoreSettings(db: Executor, storeId: string): Promise<StoreSettings> {
  const row = await settingsRepository.findStoreRow(db, storeId);
  if (!row) throw notFound('Store not found');
  return {
    name: row.name,
    type: row.type as StoreSettings['type'],
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    taxRate: row.tax_rate_bps / 100,
    taxName: row.tax_name,
    pricesIncludeTax: row.prices_include_tax === 1,
    additionalTaxes: additionalTaxesOf(row),
    timeZone: row.time_zone,
  };
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
    (trx) => settingsRepository.updateStore(trx, storeId, settingsRepository.storeDetailsColumns(input)),
  );
  forgetStoreTimeZones(db);
  return saved;
}

/** Hardware, report, alert and security preferences, each group falling back to its defaults. */
export async function getPreferences(db: Executor): Promise<Preferences> {
  const stored = await settingsRepository.findPreferences(db);
  const group = <G extends PreferenceGroup>(name: G): Preferences[G] => {
    const parsed = preferencesSchema.shape[name].safeParse(stored.get(name));
    return (parsed.success ? parsed.data : defaultPreferences[name]) as Preferences[G];
  };
  return {
    hardware: group('hardware'),
    reports: group('reports'),
    alerts: group('alerts'),
    security: group('security'),
    cash: group('cash'),
  };
}

export async function savePreferenceGroup<G extends PreferenceGroup>(
  db: Db,
  group: G,
  value: Preferences[G],
  actor: StaffMember,
  now: Date,
): Promise<Preferences> {
  const section = preferenceSectionNames[group];
  await saveAudited(
    db,
    section,
    actor,
    now,
    async (trx) => (await getPreferences(trx))[group],
    (trx) => settingsRepository.savePreference(trx, group, value, now.toISOString()),
  );
  return getPreferences(db);
}

const preferenceSectionNames: Record<PreferenceGroup, string> = {
  hardware: 'Hardware',
  reports: 'Reports',
  alerts: 'Alerts',
  security: 'Security',
  cash: 'Cash',
};

/** The most discount each role may give without a manager's approval; the defaults until changed. */
export async function getDiscountCaps(db: Executor): Promise<DiscountCaps> {
  const parsed = discountCapsSchema.safeParse(await settingsRepository.findPreference(db, 'discountCaps'));
  return parsed.success ? parsed.data : defaultDiscountCaps;
}

/** Saves the discount caps; the next sale is checked against them. */
export async function saveDiscountCaps(db: Db, input: DiscountCaps, actor: StaffMember, now: Date) {
  return saveAudited(
    db,
    'Discount caps',
    actor,
    now,
    (trx) => getDiscountCaps(trx),
    (trx) => settingsRepository.savePreference(trx, 'discountCaps', input, now.toISOString()),
  );
}

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
    // A store's settings saved on another server change its time zone here too.
    const unsubscribe = busOf(db).subscribe(storeSettingsTopic, () => {
      timeZones.delete(db);
      unsubscribe();
    });
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
