import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { specialOrderSchema } from '@tillwise/core/special-order/special-order-schemas';
import { getSpecialOrder } from '../../services/special-order-service';

/** One special order with its deposit. */
const getSpecialOrderRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/special-orders/:id',
    {
      config: { anyOf: ['pos:sell', 'customers:view'] },
      schema: { params: idParamsSchema, response: { 200: specialOrderSchema, 404: apiErrorSchema } },
    },
    async (request) => getSpecialOrder(app.db, request.params.id),
  );
};

export default getSpecialOrderRoute;
