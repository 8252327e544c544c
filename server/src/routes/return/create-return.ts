import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { returnInputSchema, returnSchema } from '@tillwise/core/return/return-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { returnWithoutReceipt } from '../../services/return-service';

/** Goods brought back without a receipt; a cashier sends it with a manager's approval (checked in the service). */
const createReturn: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/returns',
    {
      config: { anyOf: ['pos:refund', 'pos:sell'] },
      schema: {
        body: returnInputSchema,
        response: {
          200: returnSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) =>
      returnWithoutReceipt(
        app.writer,
        app.db,
        signedInStore(request),
        request.body,
        signedInStaff(request),
        new Date(),
      ),
  );
};

export default createReturn;
