// What the benchmarks that run in Chromium share: how they launch it, and how they bundle a page of the app's own
// modules the way the app's build does.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

/** Debian's Chromium, launched with the same flags as playwright.config.ts. */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const contentTypes: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };

/** Bundles `entry` (a file in bench/) with the web app's '@' alias into `outDir` as page.js, with an index.html. */
export async function bundlePage(entry: string, outDir: string) {
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: { '@': path.join(import.meta.dirname, '../web/src') } },
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2022',
      rolldownOptions: {
        input: path.join(import.meta.dirname, entry),
        output: { entryFileNames: 'page.js' },
      },
    },
  });
  fs.writeFileSync(path.join(outDir, 'index.html'), '<!doctype html><script type="module" src="/page.js"></script>');
}
