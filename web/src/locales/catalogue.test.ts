import { beforeAll, describe, expect, it } from 'vitest';
import { appLocales, catalogueChain } from '@tillwise/core/settings/locale';
import {
  compileMessages,
  extractMessages,
  readCompiledCatalogue,
  readSourceCatalogue,
  sourceLocales,
} from '../../tooling/message-catalogues';
import type { SourceCatalogue } from '../../tooling/message-catalogues';

let inCode: SourceCatalogue;
const english = readSourceCatalogue('en-US');
const translations = sourceLocales().filter((locale) => locale !== 'en-US');

beforeAll(() => {
  inCode = extractMessages();
  compileMessages();
});

/** The names a message fills in ({count}, {name}) and its tags (<b>), wherever they sit in its AST. */
function argumentsOf(ast: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(ast)) for (const element of ast) argumentsOf(element, found);
  else if (ast && typeof ast === 'object') {
    const element = ast as { type?: number; value?: unknown };
    // Literals (0) and # (7) name nothing; every other element's value is its argument's or tag's name.
    if (typeof element.type === 'number' && element.type !== 0 && element.type !== 7) found.add(String(element.value));
    for (const value of Object.values(ast)) if (typeof value === 'object') argumentsOf(value, found);
  }
  return found;
}

describe('the US English catalogue (web/src/locales/en-US.json)', () => {
  it('has every message the code says, worded as the code words it', () => {
    const missing = Object.keys(inCode).filter((id) => !(id in english));
    const reworded = Object.keys(inCode).filter(
      (id) => id in english && english[id]?.defaultMessage !== inCode[id]?.defaultMessage,
    );
    expect({ missing, reworded }, 'run npm run i18n:extract').toEqual({ missing: [], reworded: [] });
  });

  it('has no message the code no longer says', () => {
    const unused = Object.keys(english).filter((id) => !(id in inCode));
    expect(unused, 'run npm run i18n:extract').toEqual([]);
  });
});

describe('the translations', () => {
  it('are each for one of the locales Tillwise speaks', () => {
    expect(translations.filter((locale) => !(appLocales as readonly string[]).includes(locale))).toEqual([]);
  });

  it.each(translations)('%s translates only messages the code says', (locale) => {
    expect(Object.keys(readSourceCatalogue(locale)).filter((id) => !(id in english))).toEqual([]);
  });

  it.each(translations)('%s fills in the same names as US English', (locale) => {
    const englishAst = readCompiledCatalogue('en-US');
    const differing = Object.entries(readCompiledCatalogue(locale))
      .filter(([id, ast]) => {
        const ours = [...argumentsOf(ast)].sort().join();
        return ours !== [...argumentsOf(englishAst[id])].sort().join();
      })
      .map(([id]) => id);
    expect(differing).toEqual([]);
  });

  // Not a failure: a message a locale does not translate yet shows in US English (fr-CA's first in fr-FR's French),
  // which is the design, and a new message should not wait on its translators to be merged. The list says what to
  // send them. British, Canadian and Australian English word only what differs from the US.
  it('lists what each locale leaves to US English', () => {
    const ids = Object.keys(english);
    for (const locale of appLocales.filter((name) => name !== 'en-US')) {
      const translated = new Set(catalogueChain(locale).flatMap((name) => Object.keys(readSourceCatalogue(name))));
      const untranslated = ids.filter((id) => !translated.has(id));
      if (locale.startsWith('en-')) {
        console.info(`${locale}: ${translated.size} messages worded its own way, the rest as in the US`);
      } else {
        const summary = `${locale}: ${ids.length - untranslated.length} of ${ids.length} messages translated`;
        console.info(
          untranslated.length > 0 && untranslated.length <= 20 ? `${summary}; not ${untranslated}` : summary,
        );
      }
    }
  });
});
