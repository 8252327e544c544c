import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { shiftIdParamsSchema, shiftSchema } from '@tillwise/core/shift/shift-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { approveShift } from '../../services/shift-close-service';

const approveShiftRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/shifts/:id/approve',
    {
      config: { anyOf: ['shifts:manage'] },
      schema: {
        params: shiftIdParamsSchema,
        response: {
          200: shiftSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) =>
      approveShift(app.writer, app.db, signedInStore(request), request.params.id, signedInStaff(request), new Date()),
  );
};

export default approveShiftRoute;
