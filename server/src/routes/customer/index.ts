import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerListQuerySchema, customerPageSchema } from '@tillwise/core/customer/customer-schemas';
import { listCustomers } from '../../services/customer-service';

const customer: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers',
    {
      config: { anyOf: ['customers:view', 'pos:sell'] },
      schema: { querystring: customerListQuerySchema, response: { 200: customerPageSchema } },
    },
    async (request) => listCustomers(app.db, request.query),
  );
};

export default customer;
