import { sessionLocale } from '@/lib/session-locale';

/** A moment's day as the card's history writes it (Nov 03, 2026; 03. Nov. 2026 in German), in the person's language. */
export const historyDay = (at: string) =>
  new Date(at).toLocaleDateString(sessionLocale(), { month: 'short', day: '2-digit', year: 'numeric' });
