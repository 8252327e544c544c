import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import {
  purchaseOrderListQuerySchema,
  purchaseOrderPageSchema,
} from '@tillwise/core/purchasing/purchase-order-schemas';
import { signedInStore } from '../../plugins/auth';
import { listPurchaseOrders } from '../../services/purchase-order-service';

const listPurchaseOrdersRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/purchase-orders',
    {
      config: { anyOf: ['products:view'] },
      schema: {
        querystring: purchaseOrderListQuerySchema,
        response: { 200: purchaseOrderPageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => listPurchaseOrders(app.db, signedInStore(request), request.query),
  );
};

export default listPurchaseOrdersRoute;
