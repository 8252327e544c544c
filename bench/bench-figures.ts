// The figures a benchmark measured, each beside the target it is read against, gathered while `npm run bench` runs
// it so that run.ts can write them to docs/benchmarks.md as a table (see benchmarks-doc.ts).

export interface BenchFigure {
  measure: string;
  figure: string;
  /** The target or budget this figure is read against ('' when it has none). */
  target: string;
}

const recorded: BenchFigure[] = [];

export function recordFigure(measure: string, figure: string, target = '') {
  recorded.push({ measure, figure, target });
}

/** The figures recorded since the last call. */
export function takeFigures(): BenchFigure[] {
  return recorded.splice(0);
}
