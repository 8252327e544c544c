import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { supplierInputSchema, supplierSchema } from '@tillwise/core/purchasing/supplier-schemas';
import { signedInStaff } from '../../plugins/auth';
import { createSupplier } from '../../services/supplier-service';

const createSupplierRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/suppliers',
    {
      config: { anyOf: ['products:manage'] },
      schema: { body: supplierInputSchema, response: { 201: supplierSchema, 400: apiErrorSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await createSupplier(app.writer, app.db, request.body, signedInStaff(request), new Date())),
  );
};

export default createSupplierRoute;
