import { defaultPreferences, preferencesSchema } from '@tillwise/core/settings/preferences';
import type { PreferenceGroup, Preferences } from '@tillwise/core/settings/preferences';
import { discountCapsSchema } from '@tillwise/core/settings/discount-cap-schemas';
import { defaultDiscountCaps } from '@tillwise/core/settings/discount-caps';
import type { DiscountCaps } from '@tillwise/core/settings/discount-caps';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db, Executor } from '../db/database';
import * as settingsRepository from '../db/repositories/settings-repository';
import { saveAudited } from './settings-service';

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
    refunds: group('refunds'),
  };
}

/** Saves one group of preferences (hardware, reports, alerts, security, cash or refunds) and answers them all. */
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
  refunds: 'Refunds of promoted sales',
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
