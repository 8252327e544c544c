import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { stockTakeInputSchema, stockTakeSchema } from '@tillwise/core/inventory/stock-take-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { startStockTake } from '../../services/stock-take-service';

const startStockTakeRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/stock-takes',
    {
      config: { anyOf: ['products:manage'] },
      schema: { body: stockTakeInputSchema, response: { 201: stockTakeSchema, 400: apiErrorSchema } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await startStockTake(
            app.writer,
            app.db,
            signedInStore(request),
            request.body,
            signedInStaff(request),
            new Date(),
          ),
        ),
  );
};

export default startStockTakeRoute;
