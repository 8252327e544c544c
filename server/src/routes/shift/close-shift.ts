import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { closeShiftInputSchema, shiftIdParamsSchema, zReportSchema } from '@tillwise/core/shift/shift-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { closeShift } from '../../services/shift-close-service';

const closeShiftRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/shifts/:id/close',
    {
      config: { anyOf: ['shifts:operate'] },
      schema: {
        params: shiftIdParamsSchema,
        body: closeShiftInputSchema,
        response: {
          200: zReportSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) =>
      closeShift(
        app.writer,
        app.db,
        signedInStore(request),
        request.params.id,
        request.body,
        signedInStaff(request),
        new Date(),
      ),
  );
};

export default closeShiftRoute;
