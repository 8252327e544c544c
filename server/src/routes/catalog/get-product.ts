import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { productSchema } from '@tillwise/core/catalog/catalog-schemas';
import { signedInStore } from '../../plugins/auth';
import { getProduct } from '../../services/catalog-service';

const getProductRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/:id',
    {
      config: { anyOf: ['products:view', 'pos:sell', 'dashboard:view'] },
      schema: { params: idParamsSchema, response: { 200: productSchema, 404: apiErrorSchema } },
    },
    async (request) => getProduct(app.db, signedInStore(request), request.params.id),
  );
};

export default getProductRoute;
