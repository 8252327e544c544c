// Runs every benchmark in this folder (files named *.bench.ts), one after another, and prints their tables.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const only = process.argv[2];
const files = fs
  .readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith('.bench.ts') && (!only || file.includes(only)))
  .sort();

for (const file of files) {
  console.log(`\n## ${file}`);
  const module = (await import(pathToFileURL(path.join(import.meta.dirname, file)).href)) as {
    run: () => Promise<void>;
  };
  await module.run();
}
