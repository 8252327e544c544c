import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import {
  specialOrderListQuerySchema,
  specialOrderPageSchema,
} from '@tillwise/core/special-order/special-order-schemas';
import { signedInStore } from '../../plugins/auth';
import { listSpecialOrders } from '../../services/special-order-service';

/** The store's special orders (or one customer's), by number, customer or item and status. */
const listSpecialOrdersRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/special-orders',
    {
      config: { anyOf: ['pos:sell', 'customers:view'] },
      schema: {
        querystring: specialOrderListQuerySchema,
        response: { 200: specialOrderPageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => listSpecialOrders(app.db, signedInStore(request), request.query),
  );
};

export default listSpecialOrdersRoute;
