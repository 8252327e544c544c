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

const rowsText = (rows: ReadonlySet<number>) => (rows.size === 1 ? `row ${[...rows][0]}` : `${rows.size} rows`);

/**
 * What to do about a refused file, case by case: tick the box that fixes some rows (a category the store lacks),
 * and fix the others in the file and choose it again.
 */
export function importAdvice(
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
  if (ticks.length === 0) return 'Fix these rows in the file and choose it again.';
  const tick = `Tick ${ticks.map(([option]) => `“${option.label}”`).join(' and ')}`;
  if (inFile.size === 0) return `${tick}, then check the file again.`;
  const fixed = ticks.flatMap(([, rows]) => [...rows]);
  const others = inFile.size === 1 ? rowsText(inFile) : `the other ${inFile.size} rows`;
  return `${tick} for ${rowsText(new Set(fixed))}, and fix ${others} in the file, then choose it again.`;
}
