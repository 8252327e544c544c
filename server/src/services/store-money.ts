import { formatMoney } from '@tillwise/core/money/money';
import type { MoneyFormat } from '@tillwise/core/money/money-format';
import { countedCash } from '@tillwise/core/shift/currency-denominations';
import { maxDrawerCents } from '@tillwise/core/shift/denominations';
import type { CashCount } from '@tillwise/core/shift/denominations';
import type { Executor } from '../db/database';
import * as settingsRepository from '../db/repositories/settings-repository';
import { badRequest } from '../lib/errors';
import { saying } from '@tillwise/core/i18n/core-message';
import { countMessages } from '@tillwise/core/shift/shift-messages';
import { moneyFormatOfStoreRow } from './settings-service';

/**
 * How a store writes its money: its currency, in its language (receipts, audit summaries, messages). Where a row
 * names no store (a till of before stores), US dollars as every amount was then.
 */
export async function storeMoneyFormat(db: Executor, storeId: string | null): Promise<MoneyFormat> {
  return moneyFormatOfStoreRow(storeId === null ? undefined : await settingsRepository.findStoreRow(db, storeId));
}

/** A drawer count's total in the store's currency; notes or coins of another currency are refused. */
export function countedInStoreCurrency(count: CashCount, format: MoneyFormat): number {
  if (!count.counts) return count.totalCents ?? 0;
  const { totalCents, foreignKeys } = countedCash(count.counts, format.currency);
  if (foreignKeys.length > 0) {
    const message = saying(countMessages.onlyCurrency, { currency: format.currency });
    throw badRequest(message, [{ path: 'count.counts', message }]);
  }
  if (totalCents > maxDrawerCents) {
    const message = saying(countMessages.drawerHoldsAtMost, { amount: formatMoney(maxDrawerCents, format) });
    throw badRequest(message, [{ path: 'count.counts', message }]);
  }
  return totalCents;
}
