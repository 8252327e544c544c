import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { startForRealInputSchema, startForRealResultSchema } from '@tillwise/core/settings/start-for-real-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { startForReal } from '../../services/start-for-real-service';

/** Removes the demo (or everything traded so far) and keeps the admin, this store, its settings and tills. */
const startForRealRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/settings/start-for-real',
    {
      config: { anyOf: ['store:reset'] },
      schema: {
        body: startForRealInputSchema,
        response: { 200: startForRealResultSchema, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => startForReal(app.db, signedInStore(request), request.body, signedInStaff(request), new Date()),
  );
};

export default startForRealRoute;
