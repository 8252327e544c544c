import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { purchaseOrderSchema } from '@tillwise/core/purchasing/purchase-order-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { movePurchaseOrder } from '../../services/purchase-order-service';

/** Sends a draft, cancels an order nothing arrived against, or closes a partly received one short. */
const movePurchaseOrderRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/purchase-orders/:id/:transition',
    {
      config: { anyOf: ['products:manage'] },
      schema: {
        params: idParamsSchema.extend({ transition: z.enum(['send', 'cancel', 'close']) }),
        response: { 200: purchaseOrderSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) =>
      movePurchaseOrder(
        app.writer,
        app.db,
        signedInStore(request),
        request.params.id,
        request.params.transition,
        signedInStaff(request),
        new Date(),
      ),
  );
};

export default movePurchaseOrderRoute;
