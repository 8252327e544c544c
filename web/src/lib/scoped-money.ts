import { createContext, useContext, useMemo } from 'react';
import { formatMoney as formatIn } from '@tillwise/core/money/money';
import { minorUnitDigits } from '@tillwise/core/money/currency';
import type { MoneyFormat } from '@tillwise/core/money/money-format';
import { moneyFormat } from './money';

/**
 * The currency of what a screen shows when it is not the session's: Reports of a chain's stores in another currency.
 * Screens of the session's own store need none.
 */
export const ScopedMoneyContext = createContext<MoneyFormat | null>(null);

/** Money as the screen's scope writes it: its currency (else the session's), in the session's language. */
export function useScopedMoney() {
  const scoped = useContext(ScopedMoneyContext);
  const format = scoped ?? moneyFormat();
  return useMemo(() => {
    const unit = 10 ** minorUnitDigits(format.currency);
    return {
      /** The scope's currency, which its files (CSV) write their amounts in. */
      currency: format.currency,
      formatMoney: (cents: number) => formatIn(cents, format),
      /** Minor units as a chart's number in whole currency units. */
      toChartAmount: (cents: number) => cents / unit,
      fromChartAmount: (amount: number) => Math.round(amount * unit),
      /** A chart axis's whole amount: '$1200' as the spec draws it in US dollars, '1200 €' in German euros. */
      formatAxisMoney: (amount: number) =>
        format.locale === 'en-US' && format.currency === 'USD'
          ? `$${amount}`
          : new Intl.NumberFormat(format.locale, {
              style: 'currency',
              currency: format.currency,
              maximumFractionDigits: 0,
              useGrouping: false,
            }).format(amount),
    };
  }, [format]);
}
