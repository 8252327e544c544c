import { taxesByName } from '@tillwise/core/report/tax-report';
import type { TaxByName } from '@tillwise/core/report/tax-report';
import type { TaxAmount } from '@tillwise/core/tax/tax';
import type { Db } from '../db/database';
import * as reportRepository from '../db/repositories/period-report-repository';
import * as settingsRepository from '../db/repositories/settings-repository';

const n = (value: number | string | null | undefined) => Number(value ?? 0);
const taxesOf = (row: { tax_rate_bps: number; taxes_json?: string | null }) => ({
  mainRate: row.tax_rate_bps / 100,
  taxes: JSON.parse(row.taxes_json ?? '[]') as TaxAmount[],
});

/**
 * Tax collected per tax over [from, to] in the stores, from the rate bands and the few lines that carried more than
 * one tax (see core's taxesByName); the main tax goes by the stores' tax name when they share one.
 */
export async function taxesCollected(
  db: Db,
  stores: readonly string[],
  from: string,
  to: string,
  bands: readonly { tax_rate_bps: number; tax_cents: number | string | null }[],
): Promise<TaxByName[]> {
  const [sold, refunded, storeRows] = await Promise.all([
    reportRepository.multiTaxSaleLines(db, stores, from, to),
    reportRepository.multiTaxRefundLines(db, stores, from, to),
    Promise.all(stores.map((id) => settingsRepository.findStoreRow(db, id))),
  ]);
  const names = new Set(storeRows.map((row) => row?.tax_name ?? 'Tax'));
  return taxesByName(
    names.size === 1 ? ([...names][0] ?? 'Tax') : 'Tax',
    bands.map((band) => ({ rate: band.tax_rate_bps / 100, taxCollectedCents: n(band.tax_cents) })),
    sold.map(taxesOf),
    refunded.map((row) => ({ ...taxesOf(row), refundedTaxCents: n(row.tax_cents) })),
  );
}
