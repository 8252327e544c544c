import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productVariantsSchema } from '@tillwise/core/catalog/variant-schemas';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { signedInStore } from '../../plugins/auth';
import { getVariants } from '../../services/variant-service';

const getVariantsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/:id/variants',
    {
      config: { anyOf: ['products:view', 'pos:sell'] },
      schema: { params: idParamsSchema, response: { 200: productVariantsSchema, 404: apiErrorSchema } },
    },
    async (request) => getVariants(app.db, signedInStore(request), request.params.id),
  );
};

export default getVariantsRoute;
