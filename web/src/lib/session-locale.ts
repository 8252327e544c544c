// The language the signed-in person works in, for what is written outside React's reach (dates in plain
// functions); set with the money's format by the session gate, which draws the app again when it changes.
let current = 'en-US';

export function setSessionLocale(locale: string) {
  current = locale;
}

/** The signed-in person's language (en-US before anyone signs in). */
export const sessionLocale = () => current;

type WeekInfo = { firstDay: number };
type LocaleWithWeek = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/** The first day of the week where the person lives: 0 Sunday (the US, Canada), 1 Monday (most of Europe). */
export function firstDayOfWeek(locale = current): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  const tag = new Intl.Locale(locale) as LocaleWithWeek;
  // Browsers name it getWeekInfo(), older engines a weekInfo property; Monday where neither says.
  const firstDay = tag.getWeekInfo?.().firstDay ?? tag.weekInfo?.firstDay ?? 1;
  return (firstDay % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
}

/** US Letter where it is the office paper (the US and Canada); A4 everywhere else. */
export const paperSize = (locale = current): 'letter' | 'A4' =>
  ['en-US', 'en-CA', 'fr-CA'].includes(locale) ? 'letter' : 'A4';
