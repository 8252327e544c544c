import { denominationFormatter, minorUnitDigits } from '../money/currency';
import type { MoneyFormat } from '../money/money-format';

/**
 * What a drawer count stores for a note or coin: `n` and the note's value in whole units of the currency (n20 is a
 * $20, €20 or £20 note), `c` and the coin's value in minor units (c25 is a 25¢ coin, c200 a €2 or £2 coin). So a
 * key reads the same in every currency, and the US keys counts have always been stored with stay as they are.
 */
export type DenominationKey = `n${number}` | `c${number}`;

/** A note or coin of a currency as a drawer count lists it, largest first within notes and within coins. */
export interface Denomination {
  key: DenominationKey;
  /** Its value as the store's locale writes it ("$20", "20 €", "50p"). */
  label: string;
  /** Its value in minor units of the currency. */
  cents: number;
  kind: 'note' | 'coin';
}

interface Pieces {
  /** Notes' values in whole units of the currency. */
  notes: readonly number[];
  /** Coins' values in minor units. */
  coins: readonly number[];
}

// The notes and coins in everyday use, largest first: what a till drawer holds (no €500 or ¥2,000, which tills
// rarely see, and no 1¢ in Canada, nor 1¢ or 2¢ in Australia, where they were withdrawn).
const piecesByCurrency: Record<string, Pieces> = {
  USD: { notes: [100, 50, 20, 10, 5, 2, 1], coins: [100, 50, 25, 10, 5, 1] },
  CAD: { notes: [100, 50, 20, 10, 5], coins: [200, 100, 25, 10, 5] },
  GBP: { notes: [50, 20, 10, 5], coins: [200, 100, 50, 20, 10, 5, 2, 1] },
  EUR: { notes: [200, 100, 50, 20, 10, 5], coins: [200, 100, 50, 20, 10, 5, 2, 1] },
  AUD: { notes: [100, 50, 20, 10, 5], coins: [200, 100, 50, 20, 10, 5] },
  NZD: { notes: [100, 50, 20, 10, 5], coins: [200, 100, 50, 20, 10] },
  CHF: { notes: [1000, 200, 100, 50, 20, 10], coins: [500, 200, 100, 50, 20, 10, 5] },
  JPY: { notes: [10_000, 5_000, 1_000], coins: [500, 100, 50, 10, 5, 1] },
};

// Any other currency, by the digits of its minor unit: the 1-2-5 series most currencies' cash follows.
const piecesByMinorDigits: Record<number, Pieces> = {
  0: { notes: [10_000, 5_000, 2_000, 1_000], coins: [500, 100, 50, 10, 5, 1] },
  2: { notes: [100, 50, 20, 10, 5], coins: [200, 100, 50, 20, 10, 5, 2, 1] },
  3: { notes: [20, 10, 5, 1], coins: [500, 100, 50, 20, 10, 5] },
};
const notesOnly: Pieces = { notes: [100, 50, 20, 10, 5], coins: [] };

// The sign a coin worth less than one unit goes by in English ("25¢", "50p", "20c"); elsewhere it is written as money.
const minorSigns: Record<string, string> = { USD: '¢', CAD: '¢', GBP: 'p', AUD: 'c', NZD: 'c' };

const piecesOf = (currency: string): Pieces =>
  piecesByCurrency[currency.toUpperCase()] ?? piecesByMinorDigits[minorUnitDigits(currency)] ?? notesOnly;

/** A currency's notes and coins with their keys and values, without labels. */
function valuesOf(currency: string): Omit<Denomination, 'label'>[] {
  const unit = 10 ** minorUnitDigits(currency);
  const { notes, coins } = piecesOf(currency);
  return [
    ...notes.map((value) => ({ key: `n${value}` as const, cents: value * unit, kind: 'note' as const })),
    ...coins.map((value) => ({ key: `c${value}` as const, cents: value, kind: 'coin' as const })),
  ];
}

/**
 * The notes and coins a drawer in this currency is counted in, notes then coins, largest first, labelled as the
 * store's locale writes them; a currency without a list of its own gets the common 1-2-5 series for its minor digits.
 */
export function denominationsFor(format: MoneyFormat): Denomination[] {
  const unit = 10 ** minorUnitDigits(format.currency);
  const english = format.locale.toLowerCase().split('-')[0] === 'en';
  const minorSign = english ? minorSigns[format.currency.toUpperCase()] : undefined;
  const values = valuesOf(format.currency);
  const label = ({ cents, kind }: Omit<Denomination, 'label'>) => {
    if (kind === 'coin' && cents < unit && minorSign) return `${cents}${minorSign}`;
    const amount = denominationFormatter(format).format(cents / unit);
    // A coin worth the same as a note (the US $1) is told apart by its kind; English labels say so too.
    const likeANote = kind === 'coin' && values.some((d) => d.kind === 'note' && d.cents === cents);
    return likeANote && english ? `${amount} coin` : amount;
  };
  return values.map((d) => ({ ...d, label: label(d) }));
}

/** Every key a drawer count may hold, in any currency: what a stored count is checked against. */
export const knownDenominationKeys: readonly DenominationKey[] = [
  ...new Set(
    [...Object.values(piecesByCurrency), ...Object.values(piecesByMinorDigits), notesOnly].flatMap(
      ({ notes, coins }) => [
        ...notes.map((value): DenominationKey => `n${value}`),
        ...coins.map((value): DenominationKey => `c${value}`),
      ],
    ),
  ),
];

/** A count's value in a currency, and the keys in it that are no note or coin of that currency. */
export interface CountedCash {
  totalCents: number;
  foreignKeys: string[];
}

/**
 * What a drawer count comes to in the store's currency. Keys of other currencies' notes and coins count for nothing
 * and are named, so a service can refuse the count rather than lose the pieces silently.
 */
export function countedCash(counts: Readonly<Partial<Record<string, number>>>, currency: string): CountedCash {
  const values = new Map<string, number>(valuesOf(currency).map((d) => [d.key, d.cents]));
  let totalCents = 0;
  const foreignKeys: string[] = [];
  for (const [key, pieces] of Object.entries(counts)) {
    if (pieces === undefined) continue;
    const cents = values.get(key);
    if (cents === undefined) foreignKeys.push(key);
    else totalCents += pieces * cents;
  }
  return { totalCents, foreignKeys };
}

/**
 * An amount as a drawer of this currency holds it, the largest notes and coins first: how a float of that size is
 * usually made up. Anything smaller than the currency's smallest coin (a cent in Canada) is left out.
 */
export function breakIntoPieces(cents: number, currency: string): Partial<Record<DenominationKey, number>> {
  const counts: Partial<Record<DenominationKey, number>> = {};
  let left = Math.max(0, Math.trunc(cents));
  for (const piece of valuesOf(currency).sort((a, b) => b.cents - a.cents)) {
    const count = Math.floor(left / piece.cents);
    if (count > 0) counts[piece.key] = count;
    left -= count * piece.cents;
  }
  return counts;
}
