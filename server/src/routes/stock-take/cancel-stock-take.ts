import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { stockTakeSchema } from '@tillwise/core/inventory/stock-take-schemas';
import { signedInStore } from '../../plugins/auth';
import { cancelStockTake } from '../../services/stock-take-service';

const cancelStockTakeRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/stock-takes/:id/cancel',
    {
      config: { anyOf: ['products:manage'] },
      schema: {
        params: idParamsSchema,
        response: { 200: stockTakeSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => cancelStockTake(app.writer, app.db, signedInStore(request), request.params.id),
  );
};

export default cancelStockTakeRoute;
