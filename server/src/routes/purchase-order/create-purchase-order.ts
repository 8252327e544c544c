import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { purchaseOrderInputSchema, purchaseOrderSchema } from '@tillwise/core/purchasing/purchase-order-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { createPurchaseOrder } from '../../services/purchase-order-service';

/** A new purchase order, as a draft, for the session's store. */
const createPurchaseOrderRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/purchase-orders',
    {
      config: { anyOf: ['products:manage'] },
      schema: { body: purchaseOrderInputSchema, response: { 201: purchaseOrderSchema, 400: apiErrorSchema } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createPurchaseOrder(
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

export default createPurchaseOrderRoute;
