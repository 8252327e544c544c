import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { createSpecialOrderInputSchema, specialOrderSchema } from '@tillwise/core/special-order/special-order-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { createSpecialOrder } from '../../services/special-order-service';

/** Orders an item in for a customer, onto the store's next purchase order to its supplier. */
const createSpecialOrderRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/special-orders',
    {
      config: { anyOf: ['pos:sell'] },
      schema: {
        body: createSpecialOrderInputSchema,
        response: { 201: specialOrderSchema, 400: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const store = signedInStore(request);
      const order = await createSpecialOrder(
        app.writer,
        app.db,
        store,
        request.body,
        signedInStaff(request),
        new Date(),
      );
      return reply.code(201).send(order);
    },
  );
};

export default createSpecialOrderRoute;
