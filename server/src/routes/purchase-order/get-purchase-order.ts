import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { purchaseOrderSchema } from '@tillwise/core/purchasing/purchase-order-schemas';
import { signedInStore } from '../../plugins/auth';
import { getPurchaseOrder } from '../../services/purchase-order-service';

const getPurchaseOrderRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/purchase-orders/:id',
    {
      config: { anyOf: ['products:view'] },
      schema: { params: idParamsSchema, response: { 200: purchaseOrderSchema, 404: apiErrorSchema } },
    },
    async (request) => getPurchaseOrder(app.db, signedInStore(request), request.params.id),
  );
};

export default getPurchaseOrderRoute;
