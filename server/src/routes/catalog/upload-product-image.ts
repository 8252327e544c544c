import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { productImageUploadSchema } from '@tillwise/core/catalog/catalog-schemas';
import { uploadProductImage } from '../../services/catalog-service';

/** An image's bytes as the body (the catalog's content-type parser hands them over as a buffer). */
const uploadProductImageRoute: FastifyPluginAsyncZod<{ imageDir: string }> = async (app, { imageDir }) => {
  app.post(
    '/product-images',
    {
      config: { anyOf: ['products:manage'] },
      schema: { response: { 201: productImageUploadSchema, 400: apiErrorSchema } },
    },
    async (request, reply) => {
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return reply.code(201).send(await uploadProductImage(imageDir, bytes));
    },
  );
};

export default uploadProductImageRoute;
