import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { returnSchema } from '@tillwise/core/return/return-schemas';
import { saleIdParamsSchema } from '@tillwise/core/sale/sale-schemas';
import { getReturn } from '../../services/return-service';

const getReturnRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/returns/:id',
    {
      config: { anyOf: ['orders:view', 'pos:refund'] },
      schema: { params: saleIdParamsSchema, response: { 200: returnSchema, 404: apiErrorSchema } },
    },
    async (request) => getReturn(app.db, request.params.id),
  );
};

export default getReturnRoute;
