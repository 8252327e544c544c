import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { stockTakeApplyInputSchema, stockTakeSchema } from '@tillwise/core/inventory/stock-take-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { applyStockTake } from '../../services/stock-take-apply-service';

/** Writes a stock take's variances to the ledger as one set of movements and closes it. */
const applyStockTakeRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/stock-takes/:id/apply',
    {
      config: { anyOf: ['products:manage'] },
      schema: {
        params: idParamsSchema,
        body: stockTakeApplyInputSchema,
        response: { 200: stockTakeSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) =>
      applyStockTake(
        app.writer,
        app.db,
        signedInStore(request),
        request.params.id,
        request.body,
        signedInStaff(request),
        new Date(),
      ),
  );
};

export default applyStockTakeRoute;
