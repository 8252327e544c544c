import { brotliCompressSync, gzipSync } from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: { target: 'es2022', sourcemap: true, manifest: true },
});
