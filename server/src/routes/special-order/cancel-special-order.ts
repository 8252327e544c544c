import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { cancelSpecialOrderInputSchema, specialOrderSchema } from '@tillwise/core/special-order/special-order-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { cancelSpecialOrder } from '../../services/special-order-handover-service';

/** Cancels a special order: the deposit given back, its goods back on the shelf or off a draft purchase order. */
const cancelSpecialOrderRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/special-orders/:id/cancel',
    {
      config: { anyOf: ['pos:refund'] },
      schema: {
        params: idParamsSchema,
        body: cancelSpecialOrderInputSchema,
        response: { 200: specialOrderSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) =>
      cancelSpecialOrder(
        app.writer,
        app.db,
        signedInStore(request),
        request.params.id,
        request.body.tillId,
        signedInStaff(request),
        new Date(),
      ),
  );
};

export default cancelSpecialOrderRoute;
