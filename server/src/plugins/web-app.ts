import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/**
 * Serves the built web app and answers every non-API path with index.html so the browser's router can show
 * the screen (or its 404 page). Unknown /api paths get a JSON 404.
 */
export default fp<{ distDir: string }>(async (app, { distDir }) => {
  const hasWebApp = fs.existsSync(path.join(distDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // A missing file (an old asset after a deploy) is a 404, not the app's HTML under a script's name.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (request.url.startsWith('/api') || !hasWebApp || request.method !== 'GET' || looksLikeFile) {
      return reply.code(404).send({ error: 'Not Found' });
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
});
