import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import {
  categorySchema,
  createProductInputSchema,
  productImageParamsSchema,
  productImageQuerySchema,
  productImageUploadSchema,
  productListQuerySchema,
  productLookupQuerySchema,
  productPageSchema,
  productSchema,
  updateProductInputSchema,
} from '@tillwise/core/catalog/catalog-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import exportProducts from './export-products';
import getVariants from './get-variants';
import saveVariants from './save-variants';
import importProducts from './import-products';
import { maxImageBytes, readImage } from '../../lib/image-files';
import {
  createProduct,
  findProductByCode,
  getProduct,
  listCategories,
  listProducts,
  updateProduct,
  uploadProductImage,
} from '../../services/catalog-service';

const catalogReaders = ['products:view', 'pos:sell', 'dashboard:view'] as const;
const writeErrors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const imageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

const catalog: FastifyPluginAsyncZod<{ imageDir: string }> = async (app, { imageDir }) => {
  app.addContentTypeParser(imageTypes, { parseAs: 'buffer', bodyLimit: maxImageBytes }, (_request, body, done) =>
    done(null, body),
  );
  await app.register(importProducts);
  await app.register(exportProducts);
  await app.register(getVariants);
  await app.register(saveVariants);

  app.get(
    '/categories',
    { config: { anyOf: catalogReaders }, schema: { response: { 200: z.array(categorySchema) } } },
    async () => listCategories(app.db),
  );

  app.get(
    '/products',
    {
      config: { anyOf: catalogReaders },
      schema: { querystring: productListQuerySchema, response: { 200: productPageSchema } },
    },
    async (request) => listProducts(app.db, signedInStore(request), request.query),
  );

  app.get(
    '/products/lookup',
    {
      config: { anyOf: catalogReaders },
      schema: { querystring: productLookupQuerySchema, response: { 200: productSchema, 404: apiErrorSchema } },
    },
    async (request) => findProductByCode(app.db, signedInStore(request), request.query.code),
  );

  app.get(
    '/products/:id',
    {
      config: { anyOf: catalogReaders },
      schema: { params: idParamsSchema, response: { 200: productSchema, 404: apiErrorSchema } },
    },
    async (request) => getProduct(app.db, signedInStore(request), request.params.id),
  );

  app.post(
    '/products',
    {
      config: { anyOf: ['products:manage'] },
      schema: { body: createProductInputSchema, response: { 201: productSchema, ...writeErrors } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createProduct(app.writer, signedInStore(request), request.body, signedInStaff(request), new Date()),
        ),
  );

  app.put(
    '/products/:id',
    {
      config: { anyOf: ['products:manage'] },
      schema: {
        params: idParamsSchema,
        body: updateProductInputSchema,
        response: { 200: productSchema, ...writeErrors },
      },
    },
    async (request) =>
      updateProduct(
        app.writer,
        signedInStore(request),
        request.params.id,
        request.body,
        signedInStaff(request),
        new Date(),
      ),
  );

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

  app.get(
    '/product-images/:name',
    {
      config: { anyOf: catalogReaders },
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

export default catalog;
