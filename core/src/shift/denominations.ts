import { z } from 'zod';
import { refusal } from '../i18n/core-message';
import type { CoreMessage, MessageValues } from '../i18n/core-message';
import { amountFieldMessages } from '../payment/payment-messages';
import { countMessages as messages, shiftMessages } from './shift-messages';
import { formatMoney } from '../money/money';
import { usMoneyFormat } from '../money/money-format';
import type { MoneyFormat } from '../money/money-format';
import { breakIntoPieces, countedCash, knownDenominationKeys } from './currency-denominations';
import type { DenominationKey } from './currency-denominations';

export type { DenominationKey } from './currency-denominations';

/** The largest amount a drawer count or a cash movement may hold: $100,000 (as many minor units of any currency). */
export const maxDrawerCents = 10_000_000;

/** US notes and coins a till drawer holds, largest first; keys are what a count stores. */
export const usdDenominations = [
  { key: 'n100', label: '$100', cents: 10_000, kind: 'note' },
  { key: 'n50', label: '$50', cents: 5_000, kind: 'note' },
  { key: 'n20', label: '$20', cents: 2_000, kind: 'note' },
  { key: 'n10', label: '$10', cents: 1_000, kind: 'note' },
  { key: 'n5', label: '$5', cents: 500, kind: 'note' },
  { key: 'n2', label: '$2', cents: 200, kind: 'note' },
  { key: 'n1', label: '$1', cents: 100, kind: 'note' },
  { key: 'c100', label: '$1 coin', cents: 100, kind: 'coin' },
  { key: 'c50', label: '50¢', cents: 50, kind: 'coin' },
  { key: 'c25', label: '25¢', cents: 25, kind: 'coin' },
  { key: 'c10', label: '10¢', cents: 10, kind: 'coin' },
  { key: 'c5', label: '5¢', cents: 5, kind: 'coin' },
  { key: 'c1', label: '1¢', cents: 1, kind: 'coin' },
] as const;

const pieces = z
  .number(refusal(messages.wholePieces))
  .int(refusal(messages.wholePieces))
  .min(0, refusal(messages.countNegative))
  .max(99_999, refusal(messages.tooManyPieces, { max: 100_000 }));

/**
 * How many of each note and coin were counted; a denomination not listed counts as none. Any currency's keys are
 * taken (counts are stored as they came); what they are worth, and whether they are the store's, is countedCash's.
 */
export const denominationCountsSchema = z.strictObject(
  Object.fromEntries(knownDenominationKeys.map((key) => [key, pieces.optional()])) as Record<
    DenominationKey,
    z.ZodOptional<typeof pieces>
  >,
);
export type DenominationCounts = z.infer<typeof denominationCountsSchema>;

/** The value of a count by denomination in US dollars, in cents; keys of other currencies count for nothing. */
export function denominationTotalCents(counts: DenominationCounts): number {
  return usdDenominations.reduce((sum, d) => sum + (counts[d.key] ?? 0) * d.cents, 0);
}

/** A drawer count's shape: piece by piece or one total (at most a drawer's, else `tooMuch`), exactly one of the two. */
const countOfEitherKind = (tooMuch: CoreMessage, values?: MessageValues) =>
  z
    .strictObject({
      counts: denominationCountsSchema.nullish(),
      totalCents: z
        .number(refusal(shiftMessages.enterAmount))
        .int(refusal(amountFieldMessages.wholeCents))
        .min(0, refusal(shiftMessages.amountNegative))
        .max(maxDrawerCents, refusal(tooMuch, values))
        .nullish(),
    })
    .refine((count) => (count.counts == null) !== (count.totalCents == null), {
      ...refusal(messages.piecesOrTotal),
      path: ['totalCents'],
    });

/**
 * A drawer count in the store's currency: either piece by piece (its own notes and coins only) or one total typed
 * in. Exactly one of the two, and no more than a drawer holds.
 */
export function cashCountSchemaFor(format: MoneyFormat) {
  const most = formatMoney(maxDrawerCents, format);
  return countOfEitherKind(amountFieldMessages.enterAtMost, { amount: most })
    .refine((count) => count.counts == null || countedCash(count.counts, format.currency).foreignKeys.length === 0, {
      ...refusal(messages.onlyCurrency, { currency: format.currency }),
      path: ['counts'],
    })
    .refine(
      (count) => count.counts == null || countedCash(count.counts, format.currency).totalCents <= maxDrawerCents,
      {
        ...refusal(messages.drawerHoldsAtMost, { amount: most }),
        path: ['counts'],
      },
    );
}

/** A drawer count in US dollars, as every store's was before stores had a currency. */
export const cashCountSchema = cashCountSchemaFor(usMoneyFormat);

/**
 * A drawer count as the API takes it from a till of any store: notes and coins of any currency Tillwise knows, or a
 * total; the store's service then refuses pieces that are not its currency's (see countedCash).
 */
export const cashCountInputSchema = countOfEitherKind(messages.smallerAmount);
export type CashCount = z.infer<typeof cashCountSchema>;

/** What a count comes to in its currency (US dollars unless told): the pieces' value, or the total that was typed. */
export function cashCountTotalCents(count: CashCount, currency = usMoneyFormat.currency): number {
  return count.counts ? countedCash(count.counts, currency).totalCents : (count.totalCents ?? 0);
}

/**
 * Breaks an amount into notes and coins, largest first, using the common ones only (in US dollars $100…$1 notes,
 * 25¢…1¢; in another currency its own, see breakIntoPieces): what a float of a given size is usually made of, and
 * how tests type a count.
 */
export function breakIntoDenominations(cents: number, currency = 'USD'): DenominationCounts {
  if (currency.toUpperCase() !== 'USD') return breakIntoPieces(cents, currency);
  const common: DenominationKey[] = ['n100', 'n50', 'n20', 'n10', 'n5', 'n1', 'c25', 'c10', 'c5', 'c1'];
  const counts: DenominationCounts = {};
  let left = Math.max(0, Math.trunc(cents));
  for (const denomination of usdDenominations) {
    if (!common.includes(denomination.key)) continue;
    const count = Math.floor(left / denomination.cents);
    if (count > 0) counts[denomination.key] = count;
    left -= count * denomination.cents;
  }
  return counts;
}
