import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { replicaPageQuerySchema, replicaProductPageSchema } from '@tillwise/core/replica/replica-schemas';
import { signedInStore } from '../../plugins/auth';
import { listReplicaProducts } from '../../services/replica-service';

/** A page of the snapshot's products, by id, at the session's store. */
const listProducts: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/replica/products',
    {
      config: { anyOf: ['pos:sell'] },
      schema: { querystring: replicaPageQuerySchema, response: { 200: replicaProductPageSchema, 400: apiErrorSchema } },
    },
    async (request) => listReplicaProducts(app.db, signedInStore(request), request.query),
  );
};

export default listProducts;
