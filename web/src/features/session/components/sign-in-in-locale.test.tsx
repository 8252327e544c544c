import { describe, expect, it } from 'vitest';
import type { AppLocale } from '@tillwise/core/settings/locale';
import { renderInLocale } from '@/lib/i18n/render-in-locale';
import { OfflineSignInError } from '../api/offline-session';
import { PinPad } from './pin-pad';
import { SignInError } from './sign-in-error';
import { StaffPicker } from './staff-picker';

const noop = () => undefined;
const staff = [{ id: 'u1', name: 'Sam Rivera', role: 'manager' as const }];

const signInParts = (locale: AppLocale) =>
  renderInLocale(
    locale,
    <>
      <StaffPicker staff={staff} selectedId="u1" onSelect={noop} />
      <PinPad pin="12" onPinChange={noop} onSubmit={noop} />
      <SignInError error={new OfflineSignInError('Wrong PIN', 'wrongPin')} />
    </>,
  );

describe('the sign-in screen in each language', () => {
  it.each([
    ['en-US', ['Staff member', 'manager', '2 digits entered', 'Clear', 'Delete last digit', 'Wrong PIN']],
    [
      'fr-FR',
      ['Employé', 'responsable', '2 chiffres saisis', 'Effacer', 'Effacer le dernier chiffre', 'Code PIN erroné'],
    ],
    [
      'de-DE',
      ['Mitarbeiter/in', 'Filialleitung', '2 Ziffern eingegeben', 'Löschen', 'Letzte Ziffer löschen', 'Falsche PIN'],
    ],
  ] as const)('%s names the staff, the PIN pad and a wrong PIN', async (locale, words) => {
    const html = await signInParts(locale);
    for (const word of words) expect(html).toContain(word);
    expect(html).toContain('Sam Rivera');
  });

  it('says why signing in offline is locked, with its minutes', async () => {
    const locked = <SignInError error={new OfflineSignInError('locked', 'locked', 5)} />;
    expect(await renderInLocale('de-DE', locked)).toContain('Versuchen Sie es in 5 Minuten erneut.');
    expect(await renderInLocale('en-US', locked)).toContain('Too many wrong PINs. Try again after 5 minutes.');
  });
});
