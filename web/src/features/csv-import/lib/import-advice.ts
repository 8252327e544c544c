import { defineMessages } from 'react-intl';
import type { IntlShape } from 'react-intl';
import type { ImportProblem } from '@tillwise/core/csv/csv-import';

/** A choice beside the mapping, a checkbox sent with the rows; `fixes` names the refusals ticking it lets through. */
export interface ImportOption {
  id: string;
  label: string;
  fixes?: (problem: ImportProblem) => boolean;
}

/** The unticked option whose tick lets this refused cell through, if any. */
export function fixingOption(
  problem: ImportProblem,
  options: readonly ImportOption[],
  chosen: Readonly<Record<string, boolean>>,
): ImportOption | null {
  return options.find((option) => !chosen[option.id] && option.fixes?.(problem)) ?? null;
}

const m = defineMessages({
  fixInFile: { id: 'csvImport.advice.fixInFile', defaultMessage: 'Fix these rows in the file and choose it again.' },
  tickThenCheck: { id: 'csvImport.advice.tickThenCheck', defaultMessage: 'Tick {options}, then check the file again.' },
  tickAndFix: {
    id: 'csvImport.advice.tickAndFix',
    defaultMessage:
      'Tick {options} for {fixed, plural, one {row {fixedRow}} other {# rows}}, and fix {others, plural, one {row {otherRow}} other {the other # rows}} in the file, then choose it again.',
  },
  option: { id: 'csvImport.advice.option', defaultMessage: '“{label}”' },
});

/**
 * What to do about a refused file, case by case, in the person's language: tick the box that fixes some rows (a
 * category the store lacks), and fix the others in the file and choose it again.
 */
export function importAdvice(
  intl: IntlShape,
  problems: readonly ImportProblem[],
  options: readonly ImportOption[],
  chosen: Readonly<Record<string, boolean>>,
): string {
  const byOption = new Map<ImportOption, Set<number>>();
  const inFile = new Set<number>();
  for (const problem of problems) {
    const option = fixingOption(problem, options, chosen);
    if (option) byOption.set(option, (byOption.get(option) ?? new Set()).add(problem.row));
    else inFile.add(problem.row);
  }
  // A row with a problem the box cannot fix is fixed in the file whatever else it has.
  for (const rows of byOption.values()) for (const row of inFile) rows.delete(row);
  const ticks = [...byOption].filter(([, rows]) => rows.size > 0);
  if (ticks.length === 0) return intl.formatMessage(m.fixInFile);
  const named = intl.formatList(
    ticks.map(([option]) => intl.formatMessage(m.option, { label: option.label })),
    { type: 'conjunction' },
  );
  if (inFile.size === 0) return intl.formatMessage(m.tickThenCheck, { options: named });
  const fixed = ticks.flatMap(([, rows]) => [...rows]);
  return intl.formatMessage(m.tickAndFix, {
    options: named,
    fixed: new Set(fixed).size,
    fixedRow: fixed[0],
    others: inFile.size,
    otherRow: [...inFile][0],
  });
}
