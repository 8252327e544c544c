import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { layawaySchema } from '@tillwise/core/layaway/layaway-schemas';
import { signedInStore } from '../../plugins/auth';
import { getLayaway } from '../../services/layaway-service';

/** One layaway with its lines and the money paid onto it. */
const getLayawayRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/layaways/:id',
    {
      config: { anyOf: ['pos:sell', 'customers:view'] },
      schema: { params: idParamsSchema, response: { 200: layawaySchema, 404: apiErrorSchema } },
    },
    async (request) => getLayaway(app.db, signedInStore(request), request.params.id, new Date()),
  );
};

export default getLayawayRoute;
