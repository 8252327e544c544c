import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { customerGroupSchema, savePriceListInputSchema } from '@tillwise/core/promotion/promotion-schemas';
import { signedInStaff } from '../../plugins/auth';
import { savePriceList } from '../../services/customer-group-service';

const savePriceListRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/customer-groups/:id/prices',
    {
      config: { anyOf: ['settings:manage'] },
      schema: {
        params: idParamsSchema,
        body: savePriceListInputSchema,
        response: { 200: customerGroupSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      savePriceList(app.writer, app.db, request.params.id, request.body, signedInStaff(request), new Date()),
  );
};

export default savePriceListRoute;
