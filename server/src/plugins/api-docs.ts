import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';

/**
 * The API's reference page at /api/docs (Swagger UI over /api/openapi.json's document), its scripts and styles
 * served from this server so the page keeps to the store's Content-Security-Policy. Open to anyone, as the document
 * is: it says what the API takes, never what the store holds.
 */
const apiDocs: FastifyPluginAsync = async (app) => {
  // Only this plugin's routes: it is not wrapped in fastify-plugin, so the hook stays inside it.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, public: true };
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, tryItOutEnabled: false },
  });
};

export default apiDocs;
