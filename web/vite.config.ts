import { brotliCompressSync, gzipSync } from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineDefaultMessages } from './tooling/inline-default-messages.ts';

/**
 * Writes .br and .gz beside each script and stylesheet once the build is on disk (Vite finishes chunk code in its
 * own late hooks), so the server sends them compressed without compressing on every request.
 */
function precompress(): Plugin {
  return {
    name: 'tillwise-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg)$/.test(fileName)) continue;
        const filePath = path.join(outDir, fileName);
        const buffer = fs.readFileSync(filePath);
        if (buffer.length < 1024) continue;
        fs.writeFileSync(`${filePath}.br`, brotliCompressSync(buffer));
        fs.writeFileSync(`${filePath}.gz`, gzipSync(buffer, { level: 9 }));
      }
    },
  };
}

/**
 * The till opens with no network once it has been opened online: a service worker keeps the built app (every
 * screen's chunk, so a lazily loaded dialog opens offline too) and answers any page address with index.html. It
 * never touches /api: what the till sells from offline lives in IndexedDB (the replica and the outbox).
 */
const offlineShell = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  manifest: {
    name: 'Tillwise',
    short_name: 'Tillwise',
    description: 'Point of sale and back office for independent retail.',
    start_url: '/pos',
    display: 'standalone',
    theme_color: '#1f6f43',
    background_color: '#ffffff',
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,woff2}'],
    globIgnores: ['**/*.map', '**/*.br', '**/*.gz'],
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/api\//],
    cleanupOutdatedCaches: true,
    // The first install takes charge of the page at once, so a till whose network drops before its first reload
    // still loads the code it has not used yet (recording a sale, a refund) from the cache.
    clientsClaim: true,
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), inlineDefaultMessages(), precompress(), offlineShell],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      // Every message reaches react-intl compiled (locale catalogues, and US English inlined by the plugin above), so
      // its ICU parser, 9 KB gzip on every first load, is left out, as react-intl documents.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/lib/no-parser.js',
      },
      {
        find: /^hoist-non-react-statics$/,
        replacement: path.resolve(import.meta.dirname, 'src/lib/i18n/no-hoisted-statics.ts'),
      },
    ],
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every screen runs from its first load, in one file: split over a dozen small shared
          // files they cost the till's first load more (each compressed alone, each with its own imports).
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|tailwind-merge|clsx|class-variance-authority|react-intl|intl-messageformat|@formatjs|tslib)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
