import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { importResultSchema, productImportInputSchema } from '@tillwise/core/catalog/product-import-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { importProducts } from '../../services/catalog-csv-service';

/** A product file's rows, mapped in the browser: checked (a dry run) or imported in one transaction. */
const importProductsRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/products/import',
    {
      config: { anyOf: ['products:manage'] },
      // 100,000 rows of a dozen fields is some 30 MB of JSON.
      bodyLimit: 64 * 1024 * 1024,
      schema: { body: productImportInputSchema, response: { 200: importResultSchema, 400: apiErrorSchema } },
    },
    async (request) =>
      importProducts(app.writer, app.db, signedInStore(request), request.body, signedInStaff(request), new Date()),
  );
};

export default importProductsRoute;
