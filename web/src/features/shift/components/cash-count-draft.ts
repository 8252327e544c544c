import { defineMessages } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { countedCash, denominationsFor } from '@tillwise/core/shift/currency-denominations';
import type { CashCount, DenominationCounts, DenominationKey } from '@tillwise/core/shift/denominations';
import { moneyFormat, parseAmount, toAmountText } from '@/lib/money';

/** A drawer count as it is being typed: pieces per note and coin, or one total. */
export type CashCountDraft =
  { mode: 'pieces'; pieces: Partial<Record<DenominationKey, string>> } | { mode: 'total'; total: string };

export const emptyCashCount: CashCountDraft = { mode: 'pieces', pieces: {} };

const wholeNumber = /^\d{1,5}$/;
const messages = defineMessages({
  amount: { id: 'shift.count.enterAmount', defaultMessage: 'Enter the amount in the drawer, like {example}' },
  pieces: { id: 'shift.count.enterPieces', defaultMessage: 'Enter a whole number of {label} pieces' },
});

/** The count the draft stands for, or the first thing wrong with it. */
export function readCashCount(
  intl: IntlShape,
  draft: CashCountDraft,
): { count: CashCount; cents: number } | { error: string } {
  if (draft.mode === 'total') {
    const cents = parseAmount(draft.total);
    if (cents === null) return { error: intl.formatMessage(messages.amount, { example: toAmountText(15000) }) };
    return { count: { totalCents: cents }, cents };
  }
  const counts: DenominationCounts = {};
  const format = moneyFormat();
  for (const { key, label } of denominationsFor(format)) {
    const text = draft.pieces[key]?.trim() ?? '';
    if (text === '') continue;
    if (!wholeNumber.test(text)) return { error: intl.formatMessage(messages.pieces, { label }) };
    counts[key] = Number(text);
  }
  return { count: { counts }, cents: countedCash(counts, format.currency).totalCents };
}
