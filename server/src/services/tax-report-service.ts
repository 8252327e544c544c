import { taxesByNameFromTotals } from '@tillwise/core/report/tax-report';
import type { TaxByName } from '@tillwise/core/report/tax-report';
import type { Db } from '../db/database';
import * as taxReportRepository from '../db/repositories/tax-report-repository';
import * as settingsRepository from '../db/repositories/settings-repository';

const n = (value: number | string | null | undefined) => Number(value ?? 0);

/**
 * Tax collected per tax over [from, to] in the stores, from the rate bands and the daily rollup of the additional taxes of lines that carried more
 * than one (see core's taxesByName); the main tax goes by the stores' tax name when they share one.
 */
export async function taxesCollected(
  db: Db,
  stores: readonly string[],
  from: string,
  to: string,
  bands: readonly { tax_rate_bps: number; tax_cents: number | string | null }[],
): Promise<TaxByName[]> {
  const [extras, storeRows] = await Promise.all([
    taxReportRepository.extraTaxTotals(db, stores, from, to),
    Promise.all(stores.map((id) => settingsRepository.findStoreRow(db, id))),
  ]);
  const names = new Set(storeRows.map((row) => row?.tax_name ?? 'Tax'));
  return taxesByNameFromTotals(
    names.size === 1 ? ([...names][0] ?? 'Tax') : 'Tax',
    bands.map((band) => ({ rate: band.tax_rate_bps / 100, taxCollectedCents: n(band.tax_cents) })),
    extras.map((row) => ({
      mainRate: row.main_rate_bps / 100,
      name: row.name,
      rate: Number(row.rate),
      taxCents: n(row.tax_cents),
    })),
  );
}
