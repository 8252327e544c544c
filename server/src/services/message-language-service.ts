import type { MessageLanguage } from '@tillwise/core/i18n/core-message';
import { usEnglishMessages } from '@tillwise/core/i18n/core-message';
import type { Db } from '../db/database';
import * as settingsRepository from '../db/repositories/settings-repository';
import * as staffRepository from '../db/repositories/staff-repository';
import { messageLanguage } from '../lib/message-catalogues';
import { sessionFormat } from './session-format';

/** Who asked: the staff member signed in (none for an API key or before sign-in) and the store they work in. */
export interface Asker {
  staffId: string | null;
  storeId: string | null;
  /** An API key's caller reads US English, as the API's documentation does. */
  byApiKey: boolean;
}

/** The store's own language, its amounts in its money: what a receipt it sends a customer is worded in. */
export const storeMessageLanguage = (db: Db, storeId: string) =>
  messageLanguageOf(db, { staffId: null, storeId, byApiKey: false });

/**
 * The language a refusal is said in to whoever asked: a signed-in person's own, else their store's, amounts in the
 * store's money; US English in the store's money for an API key, and before anyone signs in. Read only when there is
 * something to refuse, so a sale that goes through pays nothing for it; a database that cannot say leaves US English.
 */
export async function messageLanguageOf(db: Db, asker: Asker): Promise<MessageLanguage> {
  if (!asker.storeId) return usEnglishMessages;
  try {
    const [store, user] = await Promise.all([
      settingsRepository.findStoreRow(db, asker.storeId),
      asker.staffId && !asker.byApiKey ? staffRepository.findUserById(db, asker.staffId) : undefined,
    ]);
    const { language, currency } = sessionFormat(store, user);
    const locale = asker.byApiKey ? 'en-US' : language;
    return messageLanguage(locale, { locale, currency });
  } catch {
    return usEnglishMessages;
  }
}
