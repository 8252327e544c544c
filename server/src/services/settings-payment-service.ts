import {
  chainPaymentSettingsSchema,
  defaultOfflineCardLimitCents,
  defaultPaymentSettings,
} from '@tillwise/core/settings/payment-settings';
import type {
  ChainPaymentSettings,
  PaymentSettings,
  TillPaymentSettings,
} from '@tillwise/core/settings/payment-settings';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db, Executor } from '../db/database';
import * as settingsRepository from '../db/repositories/settings-repository';
import { getStorePricing, saveAudited } from './settings-service';

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
