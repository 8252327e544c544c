// Runs every benchmark in this folder (files named *.bench.ts), one after another, prints their figures and writes
// them to docs/benchmarks.md, a section per benchmark (BENCH_NO_DOC=1: print only). `npm run bench -- checkout`
// runs the ones whose file name contains "checkout".
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { takeFigures } from './bench-figures';
import { writeSection } from './benchmarks-doc';

const only = process.argv[2];
const files = fs
  .readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith('.bench.ts') && (!only || file.includes(only)))
  .sort();

const log = console.log;
for (const file of files) {
  const name = file.replace(/\.bench\.ts$/, '');
  log(`\n## ${name}`);
  // What a benchmark prints is kept too: a benchmark that records no figures is written as what it printed.
  const printed: string[] = [];
  console.log = (...parts: unknown[]) => {
    printed.push(parts.map(String).join(' '));
    log(...parts);
  };
  const ranAt = new Date();
  try {
    const module = (await import(pathToFileURL(path.join(import.meta.dirname, file)).href)) as {
      run: () => Promise<void>;
    };
    await module.run();
  } finally {
    console.log = log;
  }
  const figures = takeFigures();
  if (process.env.BENCH_NO_DOC !== '1') writeSection(name, figures, printed, ranAt);
}
