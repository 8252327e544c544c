import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { stockCountInputSchema, stockCountResultSchema } from '@tillwise/core/inventory/stock-take-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { recordCount } from '../../services/stock-take-count-service';

/** One count from one device (a scan adds, a typed count sets); devices count the same stock take at once. */
const recordCountRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/stock-takes/:id/counts',
    {
      config: { anyOf: ['products:manage'] },
      schema: {
        params: idParamsSchema,
        body: stockCountInputSchema,
        response: {
          200: stockCountResultSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) =>
      recordCount(
        app.writer,
        signedInStore(request),
        request.params.id,
        request.body,
        signedInStaff(request),
        new Date(),
      ),
  );
};

export default recordCountRoute;
