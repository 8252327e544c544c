import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { purchaseOrderReceiptInputSchema, purchaseOrderSchema } from '@tillwise/core/purchasing/purchase-order-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { receivePurchaseOrder } from '../../services/purchase-order-receiving-service';

/** Goods that arrived against a sent order: stock in, cost averaged, the order partly or wholly received. */
const receivePurchaseOrderRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/purchase-orders/:id/receipts',
    {
      config: { anyOf: ['products:manage'] },
      schema: {
        params: idParamsSchema,
        body: purchaseOrderReceiptInputSchema,
        response: { 200: purchaseOrderSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) =>
      receivePurchaseOrder(
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

export default receivePurchaseOrderRoute;
