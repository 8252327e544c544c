import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productImageParamsSchema, productImageQuerySchema } from '@tillwise/core/catalog/catalog-schemas';
import { readImage } from '../../lib/image-files';

const getProductImageRoute: FastifyPluginAsyncZod<{ imageDir: string }> = async (app, { imageDir }) => {
  app.get(
    '/product-images/:name',
    {
      config: { anyOf: ['products:view', 'pos:sell', 'dashboard:view'] },
      schema: { params: productImageParamsSchema, querystring: productImageQuerySchema },
    },
    async (request, reply) => {
      const image = await readImage(imageDir, request.params.name, request.query.size);
      if (!image) return reply.code(404).send({ error: 'Image not found' });
      // Stored names are never reused, so a browser may keep an image for good.
      return reply.type(image.type).header('cache-control', 'private, max-age=31536000, immutable').send(image.bytes);
    },
  );
};

export default getProductImageRoute;
