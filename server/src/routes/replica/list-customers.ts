import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { replicaCustomerPageSchema, replicaPageQuerySchema } from '@tillwise/core/replica/replica-schemas';
import { listReplicaCustomers } from '../../services/replica-service';

/** A page of the snapshot's customers, by id: the chain's, for loyalty at any store. */
const listCustomers: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/replica/customers',
    {
      config: { anyOf: ['pos:sell'] },
      schema: {
        querystring: replicaPageQuerySchema,
        response: { 200: replicaCustomerPageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => listReplicaCustomers(app.db, request.query),
  );
};

export default listCustomers;
