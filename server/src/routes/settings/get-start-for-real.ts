import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { startForRealStatusSchema } from '@tillwise/core/settings/start-for-real-schemas';
import { getStartForRealStatus } from '../../services/start-for-real-service';

/** Whether the store still holds the demo: the Dashboard's notice to admins follows it. */
const getStartForRealRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/start-for-real',
    {
      config: { anyOf: ['store:reset'] },
      schema: { response: { 200: startForRealStatusSchema, 403: apiErrorSchema } },
    },
    async () => getStartForRealStatus(app.db),
  );
};

export default getStartForRealRoute;
