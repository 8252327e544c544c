import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { stockTakeListQuerySchema, stockTakePageSchema } from '@tillwise/core/inventory/stock-take-schemas';
import { signedInStore } from '../../plugins/auth';
import { listStockTakes } from '../../services/stock-take-service';

const listStockTakesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stock-takes',
    {
      config: { anyOf: ['products:view'] },
      schema: { querystring: stockTakeListQuerySchema, response: { 200: stockTakePageSchema, 400: apiErrorSchema } },
    },
    async (request) => listStockTakes(app.db, signedInStore(request), request.query),
  );
};

export default listStockTakesRoute;
