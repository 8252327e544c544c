import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { layawayListQuerySchema, layawayPageSchema } from '@tillwise/core/layaway/layaway-schemas';
import { signedInStore } from '../../plugins/auth';
import { listLayaways } from '../../services/layaway-service';

/** The store's layaways (or one customer's), by number or customer name and status. */
const listLayawaysRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/layaways',
    {
      config: { anyOf: ['pos:sell', 'customers:view'] },
      schema: { querystring: layawayListQuerySchema, response: { 200: layawayPageSchema, 400: apiErrorSchema } },
    },
    async (request) => listLayaways(app.db, signedInStore(request), request.query, new Date()),
  );
};

export default listLayawaysRoute;
