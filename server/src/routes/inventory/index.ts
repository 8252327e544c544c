import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema, pageQuerySchema } from '@tillwise/core/http/api-error';
import {
  stockAdjustmentInputSchema,
  stockAdjustmentResultSchema,
  stockMovementPageSchema,
} from '@tillwise/core/inventory/inventory-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { adjustStock, listStockMovements } from '../../services/inventory-service';

const inventory: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/products/:id/stock-adjustments',
    {
      config: { anyOf: ['products:manage'] },
      schema: {
        params: idParamsSchema,
        body: stockAdjustmentInputSchema,
        response: { 201: stockAdjustmentResultSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await adjustStock(
            app.writer,
            signedInStore(request),
            request.params.id,
            request.body,
            signedInStaff(request),
            new Date(),
          ),
        ),
  );

  app.get(
    '/products/:id/stock-movements',
    {
      config: { anyOf: ['products:view'] },
      schema: {
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: stockMovementPageSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      listStockMovements(app.db, signedInStore(request), request.params.id, request.query.page, request.query.pageSize),
  );
};

export default inventory;
