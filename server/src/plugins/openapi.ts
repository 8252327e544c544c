import { createRequire } from 'node:module';
import fp from 'fastify-plugin';
import fastifySwagger from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { sessionCookie } from './auth';

const { version } = createRequire(import.meta.url)('../../package.json') as { version: string };

/**
 * The API described as OpenAPI 3.1, made from the routes' own zod schemas (so it cannot drift from what they take
 * and answer), served at GET /api/openapi.json. Registered before the routes: it collects them as they register.
 */
export default fp(async (app) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tillwise API',
        version,
        description:
          'The JSON API the Tillwise screens use. Amounts are integer minor units (cents). Outside systems send an ' +
          'API key made in Settings › Integrations as `Authorization: Bearer tw_…` (a chain-wide key names its ' +
          'store in the Tillwise-Store header); staff sign in with POST /api/session and send the session cookie.',
      },
      components: {
        securitySchemes: {
          apiKey: { type: 'http', scheme: 'bearer', description: 'An API key made in Settings › Integrations' },
          session: { type: 'apiKey', in: 'cookie', name: sessionCookie },
        },
      },
      security: [{ apiKey: [] }, { session: [] }],
    },
    // Each route under the noun its URL starts with (/api/sales/… → sales), so the reference reads by domain.
    transform: (route) => {
      const transformed = jsonSchemaTransform(route);
      const schema = transformed.schema ?? {};
      const noun = route.url.split('/')[2] ?? 'api';
      return { ...transformed, schema: { ...schema, tags: schema.tags ?? [noun] } };
    },
    transformObject: jsonSchemaTransformObject,
  });
  app.get('/api/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
});
