import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { setCustomerGroupInputSchema } from '@tillwise/core/promotion/promotion-schemas';
import { signedInStaff } from '../../plugins/auth';
import { setCustomerGroup } from '../../services/customer-group-service';

const setCustomerGroupRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/customers/:id/group',
    {
      config: { anyOf: ['customers:manage'] },
      schema: {
        params: idParamsSchema,
        body: setCustomerGroupInputSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await setCustomerGroup(app.writer, request.params.id, request.body.groupId, signedInStaff(request), new Date());
      return reply.code(204).send(null);
    },
  );
};

export default setCustomerGroupRoute;
