import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/lib/i18n/load-messages';
import type { ImportProblem } from '@tillwise/core/csv/csv-import';
import { fixingOption, importAdvice } from './import-advice';
import type { ImportOption } from './import-advice';

const createCategories: ImportOption = {
  id: 'createCategories',
  label: 'Create the categories the file names that the store lacks',
  fixes: (problem) => problem.field === 'category' && problem.message.startsWith('No category called'),
};
const price = (row: number): ImportProblem => ({ row, field: 'price', message: 'Enter a price such as 12.99' });
const category = (row: number): ImportProblem => ({ row, field: 'category', message: 'No category called Bulbs' });

const usEnglish = createIntl({ locale: 'en-US', defaultLocale: 'en-US', messages: {} });

describe('import advice', () => {
  it.each([
    ['only rows to fix in the file', [price(12)], {}, 'Fix these rows in the file and choose it again.'],
    [
      'only categories the store lacks: tick the box',
      [category(4), category(9)],
      {},
      'Tick “Create the categories the file names that the store lacks”, then check the file again.',
    ],
    [
      'both: tick the box for those, fix the rest in the file',
      [price(12), { row: 502, field: 'sku', message: 'SKU also on row 3' }, category(1001)],
      {},
      'Tick “Create the categories the file names that the store lacks” for row 1001, and fix the other 2 rows in ' +
        'the file, then choose it again.',
    ],
    [
      'a row with both is a row to fix in the file',
      [price(4), category(4), category(7)],
      {},
      'Tick “Create the categories the file names that the store lacks” for row 7, and fix row 4 in the file, then ' +
        'choose it again.',
    ],
    [
      'the box already ticked',
      [category(4)],
      { createCategories: true },
      'Fix these rows in the file and choose it again.',
    ],
  ])('%s', (_case, problems, chosen, advice) => {
    expect(importAdvice(usEnglish, problems, [createCategories], chosen)).toBe(advice);
  });

  it('says it in the person’s language, counting rows the language’s way', async () => {
    const german = createIntl({ locale: 'de-DE', defaultLocale: 'en-US', messages: await loadMessages('de-DE') });
    const box = { ...createCategories, label: 'Fehlende Kategorien anlegen' };
    expect(importAdvice(german, [price(4), price(5), category(7)], [box], {})).toBe(
      'Setzen Sie den Haken bei „Fehlende Kategorien anlegen“ für Zeile 7, korrigieren Sie die übrigen 2 Zeilen in ' +
        'der Datei und wählen Sie sie dann erneut.',
    );
  });

  it('names the box that fixes a cell, or none', () => {
    expect(fixingOption(category(4), [createCategories], {})).toBe(createCategories);
    expect(fixingOption(price(4), [createCategories], {})).toBeNull();
  });
});
