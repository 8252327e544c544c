// docs/benchmarks.md, written by `npm run bench`: a section per benchmark, replaced each time that benchmark runs
// (the others kept as they were), with the date and the machine it ran on and its figures as a table.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchFigure } from './bench-figures';

const doc = path.join(import.meta.dirname, '../docs/benchmarks.md');

const preamble = `# Benchmarks

Written by \`npm run bench\` (one benchmark: \`npm run bench -- checkout\`); each section is replaced when its benchmark
runs again, so sections may come from different days and machines. Absolute figures vary up to 3× between machines
and runs: read a change as a ratio measured side by side in one run (before and after on the same machine).
`;

/** This machine, as a reader needs it to compare figures: CPU, cores, memory, Node and the system. */
export function machine(): string {
  const cpus = os.cpus();
  const memory = Math.round(os.totalmem() / 2 ** 30);
  return `${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores, ${memory} GB, Node ${process.version}, ${os.type()} ${os.release()}`;
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

function section(name: string, figures: BenchFigure[], printed: string[], ranAt: Date): string {
  const heading = `## ${name}\n\n${ranAt.toISOString().slice(0, 16).replace('T', ' ')} UTC · ${machine()}\n\n`;
  if (figures.length === 0) return `${heading}\`\`\`\n${printed.join('\n').trim()}\n\`\`\`\n`;
  const rows = figures.map(({ measure, figure, target }) => `| ${cell(measure)} | ${cell(figure)} | ${cell(target)} |`);
  return `${heading}| Measure | Figure | Target |\n| --- | --- | --- |\n${rows.join('\n')}\n`;
}

/** Puts a benchmark's section into docs/benchmarks.md, in place of the last one it wrote. */
export function writeSection(name: string, figures: BenchFigure[], printed: string[], ranAt = new Date()) {
  const existing = fs.existsSync(doc) ? fs.readFileSync(doc, 'utf8') : preamble;
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const block = `${start}\n${section(name, figures, printed, ranAt)}${end}`;
  const from = existing.indexOf(start);
  const to = existing.indexOf(end);
  const next =
    from !== -1 && to > from
      ? existing.slice(0, from) + block + existing.slice(to + end.length)
      : `${existing.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(doc, next);
}
