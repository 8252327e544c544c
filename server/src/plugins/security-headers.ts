import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';

const helmetOptions = (connectSources: string[]): Parameters<typeof helmet>[0] => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...connectSources],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // Stores serve Tillwise over plain http on their own network; forcing https would break every till there.
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'no-referrer' },
});

/**
 * The headers helmet sets, worked out once: they are the same for every answer (no nonces), and helmet would
 * otherwise build the Content-Security-Policy again for each request.
 */
function helmetHeaders(connectSources: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(helmetOptions(connectSources))({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Security headers on every answer, and no caching of API answers (product images say otherwise): they hold customers, staff and takings, and a
 * shared till's browser or a proxy must not keep them. Scripts come only from our own origin (the built app has no
 * inline script). Styles allow inline because the print stylesheet sets the paper width and toasts inject theirs.
 */
export default fp<{ connectSources?: () => string[] }>(async (app, options) => {
  // Worked out at the first request: the https port a page may check its trust against is known once listening.
  let headers: [string, string][] | null = null;
  // On the raw response, as helmet does, so that streams a route writes itself (a display's events) carry them too.
  app.addHook('onRequest', (_request, reply, done) => {
    headers ??= Object.entries(helmetHeaders(options.connectSources?.() ?? []));
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
  });
});
