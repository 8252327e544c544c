import { formatMoney as formatIn, minorToAmountText } from '@tillwise/core/money/money';
import { currencySign as signIn } from '@tillwise/core/money/currency';
import { usMoneyFormat } from '@tillwise/core/money/money-format';
import type { MoneyFormat } from '@tillwise/core/money/money-format';
import { parseAmount as parseIn } from '@tillwise/core/money/parse-amount';
import type { AmountLimits } from '@tillwise/core/money/parse-amount';

// The signed-in session's money: its store's currency, written and read the way the person at the screen writes
// numbers (their language). One person works in a browser tab at a time, and the app is drawn again when the
// session's format changes (see SessionGate), so the screens read it from here rather than each from the session.
let current: MoneyFormat = usMoneyFormat;

/** Sets the format every amount on screen is written and read in. */
export function setMoneyFormat(format: MoneyFormat) {
  current = format;
}

/** The format amounts are written and read in now. */
export const moneyFormat = (): MoneyFormat => current;

/** Minor units as money in the session's currency and language ($1,234.50; 1.234,50 €; ¥1,200). */
export const formatMoney = (cents: number) => formatIn(cents, current);

/** An amount a person typed ("12,50" in German), as minor units; null when it is not one. */
export const parseAmount = (text: string, limits?: AmountLimits) => parseIn(text, current, limits);

/** Minor units as a form's field shows them for editing ("12.50", "12,50"): what parseAmount reads back. */
export const toAmountText = (cents: number) => minorToAmountText(cents, current);

/** The session currency's sign, as a field's label names it: 'Price ($)', 'Preis (€)'. */
export const currencySign = () => signIn(current);
