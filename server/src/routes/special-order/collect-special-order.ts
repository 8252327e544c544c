import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { collectSpecialOrderInputSchema, specialOrderSchema } from '@tillwise/core/special-order/special-order-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { collectSpecialOrder } from '../../services/special-order-handover-service';

/** Hands an order that has arrived over to its customer as a sale, taking what the deposit did not pay. */
const collectSpecialOrderRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/special-orders/:id/collect',
    {
      config: { anyOf: ['pos:sell'] },
      schema: {
        params: idParamsSchema,
        body: collectSpecialOrderInputSchema,
        response: { 200: specialOrderSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) =>
      collectSpecialOrder(
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

export default collectSpecialOrderRoute;
