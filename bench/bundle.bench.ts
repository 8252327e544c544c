// JavaScript a screen needs on first load, gzip-compressed, from Vite's build manifest: the entry chunk, the
// screen's route chunk and everything they import statically. Budget for the till: 170 KB.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { recordFigure } from './bench-figures';

interface ManifestEntry {
  file: string;
  imports?: string[];
}

const dist = path.join(import.meta.dirname, '../web/dist');
const routes = ['pos', 'dashboard', 'products', 'reports'];

function staticClosure(manifest: Record<string, ManifestEntry>, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

export async function run() {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestPath)) {
    console.log('web/dist has no build manifest: run `npm run build` first');
    return;
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestEntry>;
  const gzipKb = (file: string) => gzipSync(fs.readFileSync(path.join(dist, file))).length / 1024;
  for (const route of routes) {
    const keys = new Set([
      ...staticClosure(manifest, 'index.html'),
      ...staticClosure(manifest, `src/app/routes/${route}.tsx`),
    ]);
    const files = [...keys]
      .map((key) => manifest[key]?.file)
      .filter((file): file is string => Boolean(file?.endsWith('.js')));
    const total = files.reduce((sum, file) => sum + gzipKb(file), 0);
    const budget = route === 'pos' ? '  (budget 170 KB)' : '';
    recordFigure(
      `/${route === 'dashboard' ? '' : route}: JavaScript on first load`,
      `${total.toFixed(1)} KB gzip in ${files.length} files`,
      route === 'pos' ? '≤ 170 KB gzip' : '',
    );
    console.log(
      `/${route === 'dashboard' ? '' : route}`.padEnd(12) +
        `${total.toFixed(1).padStart(7)} KB gzip in ${files.length} files${budget}`,
    );
  }
}
