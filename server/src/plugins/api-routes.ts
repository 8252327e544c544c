import fp from 'fastify-plugin';
import type { FastifyContextConfig, FastifySchema } from 'fastify';

/** One /api route as it was registered: what tests walk to cover every route, including ones added later. */
export interface ApiRoute {
  /** Upper case, as registered: GET, POST… */
  method: string;
  url: string;
  schema: FastifySchema;
  /** Who may call it: `public`, or `anyOf` the permissions (see plugins/auth). */
  config: Pick<FastifyContextConfig, 'public' | 'anyOf'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: readonly ApiRoute[];
  }
}

/** Collects the /api routes registered after it (HEAD routes are Fastify's automatic copies of GET ones). */
export default fp(async (app) => {
  const routes: ApiRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        schema: route.schema ?? {},
        // Read when asked: a plugin's own onRoute hook (api-docs.ts) may say who may call its routes after this one.
        get config() {
          return route.config ?? {};
        },
      });
    }
  });
});
