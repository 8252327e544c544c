import { formatMoney, minorToAmountText } from '../money/money';
import { usMoneyFormat } from '../money/money-format';
import type { MoneyFormat } from '../money/money-format';

/**
 * Something core says to a person (a form's refusal, a hint): its id in the web app's message catalogue and its US
 * English. US English uses plain `{name}` arguments only, as core fills them in itself; a translation may use any
 * ICU (plurals, selects), as react-intl formats it.
 */
export interface CoreMessage {
  readonly id: string;
  readonly defaultMessage: string;
  readonly description?: string;
}

/**
 * Core's messages, in the shape of react-intl's `defineMessages`, so `npm run i18n:extract` reads them into the web
 * app's catalogue (web/src/locales) beside its own, and core needs no react-intl.
 */
// Marked free of side effects so a bundle keeps only the messages its code says (a screen's chunk does not carry
// every message of a domain's file).
export const defineMessages = /*#__NO_SIDE_EFFECTS__*/ <const T extends Record<string, CoreMessage>>(messages: T): T =>
  messages;

/** An amount of money in minor units, written in the reader's currency ("$100,000.00", "100.000,00 €"). */
export const money = (cents: number) => ({ moneyCents: cents }) as const;
/** An amount as a person would type it in a field, for an example ("12.99", "12,99", "1299" in yen). */
export const typedAmount = (cents: number) => ({ typedCents: cents }) as const;

/** What a message fills in: text as it is, a number written the reader's way (0.45, 0,45), or an amount. */
export type MessageValue = string | number | ReturnType<typeof money> | ReturnType<typeof typedAmount>;
export type MessageValues = Record<string, MessageValue>;

/** The language core's messages are said in, and the money their amounts are in. */
export interface MessageLanguage {
  locale: string;
  money: MoneyFormat;
  /** The message in this language with its values written, or null where it has no translation (US English). */
  translate?: (message: CoreMessage, values: Record<string, string>) => string | null;
}

export const usEnglishMessages: MessageLanguage = { locale: 'en-US', money: usMoneyFormat };

// Set by the web app for the person signed in (one person works in a tab at a time, and the app is drawn again when
// their language changes); the server says core's messages in US English, as its API does.
let language: MessageLanguage = usEnglishMessages;

/** Sets the language core's messages are said in from now on; the one before, to put it back. */
export function setMessageLanguage(next: MessageLanguage): MessageLanguage {
  const before = language;
  language = next;
  return before;
}

/**
 * Runs `work` with core's messages said in `to`, then puts the language back. Synchronous only: the server words a
 * refusal in the asker's language this way (a zod check's, a core function's) without one request's language
 * reaching another's.
 */
export function speakingIn<T>(to: MessageLanguage, work: () => T): T {
  const before = setMessageLanguage(to);
  try {
    return work();
  } finally {
    setMessageLanguage(before);
  }
}

function write(value: MessageValue, { locale, money }: MessageLanguage): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(value);
  if ('moneyCents' in value) return formatMoney(value.moneyCents, money);
  return minorToAmountText(value.typedCents, money);
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** A message in a given language, its values written the way that language writes them. */
export function sayIn(to: MessageLanguage, message: CoreMessage, values: MessageValues = {}): string {
  const written = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, write(value, to)]));
  return to.translate?.(message, written) ?? fill(message.defaultMessage, written);
}

/** A message in the language set now (setMessageLanguage), its values written the way that language writes them. */
export const say = (message: CoreMessage, values?: MessageValues): string => sayIn(language, message, values);

/** Things listed the way the language set now lists them ('sales and returns', 'ventes et retours'). */
export const sayList = (items: readonly string[]): string =>
  new Intl.ListFormat(language.locale, { type: 'conjunction' }).format(items);

/**
 * A message with its values, to be said later in the language of whoever reads it: the server's refusals carry one,
 * and its error handler says it in the language of the person who asked.
 */
export interface Saying {
  readonly message: CoreMessage;
  readonly values?: MessageValues;
}
export const saying = (message: CoreMessage, values?: MessageValues): Saying => ({ message, values });

/**
 * A zod check's refusal (`.min(0, refusal(messages.notNegative))`): worded when a value is refused, in the language
 * set then, not when the schema is made.
 */
export const refusal = (message: CoreMessage, values?: MessageValues) => ({ error: () => say(message, values) });
