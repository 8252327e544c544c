// The promotions engine in Chromium, as the till runs it: the cart of promotions-cart.ts (100 lines against 200
// overlapping promotions), bundled with esbuild into a page and timed there as promotions.bench.ts times it in
// Node. The target is p95 ≤ 1 ms.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { chromiumFlags } from './browser-page';
import { promotionsFigures } from './promotions-cart';
import type { PromotionsTimings } from './promotions-cart';
import { percentile } from './support';

async function bundledPage(): Promise<string> {
  const bundle = await build({
    entryPoints: [path.join(import.meta.dirname, 'promotions-page.ts')],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'warning',
  });
  return bundle.outputFiles[0]!.text;
}

/** Serves the page cross-origin isolated, so performance.now() is precise to microseconds, not 0.1 ms. */
function serve(script: string): Promise<http.Server> {
  const isolated = { 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' };
  const server = http.createServer((request, response) => {
    if (request.url === '/page.js') response.writeHead(200, { 'content-type': 'text/javascript', ...isolated });
    else response.writeHead(200, { 'content-type': 'text/html', ...isolated });
    response.end(request.url === '/page.js' ? script : '<!doctype html><script type="module" src="/page.js"></script>');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export async function run() {
  const server = await serve(await bundledPage());
  try {
    const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    const browser = await chromium.launch({ executablePath, args: chromiumFlags });
    try {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      await page.waitForFunction(
        () =>
          'runPromotionsBench' in globalThis && (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated,
      );
      const timings = await page.evaluate(() =>
        (globalThis as unknown as { runPromotionsBench: () => PromotionsTimings }).runPromotionsBench(),
      );
      console.log(promotionsFigures('Chromium', timings, percentile));
    } finally {
      await browser.close();
    }
  } finally {
    server.close();
  }
}
