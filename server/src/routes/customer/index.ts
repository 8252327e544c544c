import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import {
  createCustomerBodySchema,
  customerDetailsSchema,
  customerListQuerySchema,
  customerPageSchema,
  customerSchema,
  customerSummarySchema,
} from '@tillwise/core/customer/customer-schemas';
import { createCustomer, getCustomer, getCustomerSummary, listCustomers } from '../../services/customer-service';
import exportCustomers from './export-customers';
import importCustomers from './import-customers';

const customer: FastifyPluginAsyncZod = async (app) => {
  await app.register(importCustomers);
  await app.register(exportCustomers);
  app.get(
    '/customers',
    {
      config: { anyOf: ['customers:view', 'pos:sell'] },
      schema: { querystring: customerListQuerySchema, response: { 200: customerPageSchema } },
    },
    async (request) => listCustomers(app.db, request.query, new Date()),
  );

  app.post(
    '/customers',
    {
      config: { anyOf: ['customers:manage'] },
      schema: {
        body: createCustomerBodySchema,
        response: { 200: customerSchema, 201: customerSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { customer, created } = await createCustomer(app.db, request.body, new Date());
      return reply.code(created ? 201 : 200).send(customer);
    },
  );

  app.get(
    '/customers/summary',
    { config: { anyOf: ['customers:view'] }, schema: { response: { 200: customerSummarySchema } } },
    async () => getCustomerSummary(app.db, new Date()),
  );

  app.get(
    '/customers/:id',
    {
      config: { anyOf: ['customers:view', 'pos:sell'] },
      schema: { params: idParamsSchema, response: { 200: customerDetailsSchema, 404: apiErrorSchema } },
    },
    async (request) => getCustomer(app.db, request.params.id),
  );
};

export default customer;
