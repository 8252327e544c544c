import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { supplierInputSchema, supplierSchema } from '@tillwise/core/purchasing/supplier-schemas';
import { signedInStaff } from '../../plugins/auth';
import { updateSupplier } from '../../services/supplier-service';

const updateSupplierRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/suppliers/:id',
    {
      config: { anyOf: ['products:manage'] },
      schema: {
        params: idParamsSchema,
        body: supplierInputSchema,
        response: { 200: supplierSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      updateSupplier(app.writer, app.db, request.params.id, request.body, signedInStaff(request), new Date()),
  );
};

export default updateSupplierRoute;
