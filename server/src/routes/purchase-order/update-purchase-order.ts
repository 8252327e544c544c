import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { purchaseOrderInputSchema, purchaseOrderSchema } from '@tillwise/core/purchasing/purchase-order-schemas';
import { signedInStore } from '../../plugins/auth';
import { updatePurchaseOrder } from '../../services/purchase-order-service';

/** A draft's new content; a sent order is refused. */
const updatePurchaseOrderRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/purchase-orders/:id',
    {
      config: { anyOf: ['products:manage'] },
      schema: {
        params: idParamsSchema,
        body: purchaseOrderInputSchema,
        response: { 200: purchaseOrderSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => updatePurchaseOrder(app.writer, app.db, signedInStore(request), request.params.id, request.body),
  );
};

export default updatePurchaseOrderRoute;
