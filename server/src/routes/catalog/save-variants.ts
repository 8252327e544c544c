import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productVariantsInputSchema, productVariantsSchema } from '@tillwise/core/catalog/variant-schemas';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { saveVariants } from '../../services/variant-service';

/** A product's options and variants, all at once: new ones added, changed ones saved, left-out ones off sale. */
const saveVariantsRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/products/:id/variants',
    {
      config: { anyOf: ['products:manage'] },
      schema: {
        params: idParamsSchema,
        body: productVariantsInputSchema,
        response: { 200: productVariantsSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      saveVariants(
        app.writer,
        app.db,
        signedInStore(request),
        request.params.id,
        request.body,
        signedInStaff(request),
        new Date(),
      ),
  );
};

export default saveVariantsRoute;
