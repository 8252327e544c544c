import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInStore } from '../../plugins/auth';
import { exportProducts } from '../../services/catalog-csv-service';

/** The catalogue as a product file (the import's own format), with the session store's stock. */
const exportProductsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get('/products/export', { config: { anyOf: ['products:view'] } }, async (request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="products.csv"')
      .send(await exportProducts(app.db, signedInStore(request))),
  );
};

export default exportProductsRoute;
