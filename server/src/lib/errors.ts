import { sayIn, speakingIn, usEnglishMessages } from '@tillwise/core/i18n/core-message';
import type { MessageLanguage, Saying } from '@tillwise/core/i18n/core-message';

/**
 * What a refusal says: US English text, a catalogue message said in the language of whoever reads it, or the words
 * a core function puts together (`() => maxStockQuantityMessage(soldBy)`), worked out again in that language.
 */
export type Wording = string | Saying | (() => string);

/**
 * A refusal a core function words (`() => giftCardCodeError(code)`), worded again in the language of whoever reads
 * it: the function must give the same refusal each time for the same values.
 */
export const reworded =
  (words: () => string | null | undefined): Wording =>
  () =>
    words() ?? '';

/** The refusal a core rule words now, to be worded again for its reader (see reworded); null when it has none. */
export const refusalOf = (words: () => string | null | undefined): Wording | null => (words() ? reworded(words) : null);

/** A field a refusal points at, and what to fix there. */
export interface ErrorDetail {
  path: string;
  message: string;
}

const inLanguage = (wording: Wording, language: MessageLanguage): string => {
  if (typeof wording === 'string') return wording;
  if (typeof wording === 'function') return speakingIn(language, wording);
  return sayIn(language, wording.message, wording.values);
};
const english = (wording: Wording) => inLanguage(wording, usEnglishMessages);

/** A failure a user can cause and fix; the error handler turns it into its HTTP status with `{ error, details }`. */
export class DomainError extends Error {
  /** Each field's problem, in US English (as `message` is). */
  readonly details?: ErrorDetail[];
  private readonly wording: Wording;
  private readonly detailWordings?: { path: string; message: Wording }[];

  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 429,
    message: Wording,
    details?: { path: string; message: Wording }[],
    /** Sent as Retry-After (a 429 says when to try again). */
    readonly retryAfterSeconds?: number,
  ) {
    super(english(message));
    this.name = 'DomainError';
    this.wording = message;
    this.detailWordings = details;
    this.details = details?.map((detail) => ({ path: detail.path, message: english(detail.message) }));
  }

  /** The answer's body, `{ error, details }`, in the language of the person who asked. */
  answerIn(language: MessageLanguage): { error: string; details?: ErrorDetail[] } {
    return {
      error: inLanguage(this.wording, language),
      ...(this.detailWordings && {
        details: this.detailWordings.map((detail) => ({
          path: detail.path,
          message: inLanguage(detail.message, language),
        })),
      }),
    };
  }
}

export const badRequest = (message: Wording, details?: { path: string; message: Wording }[]) =>
  new DomainError(400, message, details);
export const unauthorized = (message: Wording = 'Sign in to continue') => new DomainError(401, message);
export const forbidden = (
  message: Wording = 'You do not have permission to do that',
  details?: { path: string; message: Wording }[],
) => new DomainError(403, message, details);
export const notFound = (message: Wording = 'Not Found') => new DomainError(404, message);
export const conflict = (message: Wording, details?: { path: string; message: Wording }[]) =>
  new DomainError(409, message, details);
export const tooManyRequests = (message: Wording, retryAfterSeconds?: number) =>
  new DomainError(429, message, undefined, retryAfterSeconds);
