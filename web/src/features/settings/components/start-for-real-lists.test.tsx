import { describe, expect, it } from 'vitest';
import { renderInLocale } from '@/lib/i18n/render-in-locale';
import { StartForRealLists } from './start-for-real-lists';

describe('what starting for real removes and keeps, in each language', () => {
  it.each([
    ['en-US', ['Removed for good', 'Kept', 'Promotions and price lists', 'You, with your PIN']],
    ['fr-FR', ['Supprimé définitivement', 'Conservé', 'Les promotions et listes de prix', 'Vous, avec votre code PIN']],
    ['de-DE', ['Endgültig gelöscht', 'Bleibt erhalten', 'Aktionen und Preislisten', 'Sie, mit Ihrer PIN']],
  ] as const)('%s', async (locale, words) => {
    const html = await renderInLocale(locale, <StartForRealLists />);
    for (const word of words) expect(html).toContain(word);
  });
});
