/**
 * How a store writes and reads money: a BCP 47 locale ('en-US', 'de-DE') and an ISO 4217 currency ('USD', 'EUR').
 * Amounts stay integer minor units of the currency (cents, pence, yen, fils), which Tillwise names `…Cents`
 * whatever the currency.
 */
export interface MoneyFormat {
  locale: string;
  currency: string;
}

/** US dollars written the US way: what every amount was before stores had a locale and a currency. */
export const usMoneyFormat: MoneyFormat = { locale: 'en-US', currency: 'USD' };
