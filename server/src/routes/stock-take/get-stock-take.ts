import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { stockTakeSchema } from '@tillwise/core/inventory/stock-take-schemas';
import { signedInStore } from '../../plugins/auth';
import { getStockTake } from '../../services/stock-take-service';

/** A stock take with its counts and their variances: what each counting device refreshes. */
const getStockTakeRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stock-takes/:id',
    {
      config: { anyOf: ['products:view'] },
      schema: { params: idParamsSchema, response: { 200: stockTakeSchema, 404: apiErrorSchema } },
    },
    async (request) => getStockTake(app.db, signedInStore(request), request.params.id),
  );
};

export default getStockTakeRoute;
