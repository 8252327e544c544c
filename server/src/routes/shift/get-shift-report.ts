import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { shiftIdParamsSchema, shiftReportSchema } from '@tillwise/core/shift/shift-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { getShiftReport } from '../../services/shift-report-service';

const getShiftReportRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shifts/:id',
    {
      config: { anyOf: ['shifts:operate'] },
      schema: {
        params: shiftIdParamsSchema,
        response: {
          200: shiftReportSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) =>
      getShiftReport(app.db, signedInStore(request), request.params.id, signedInStaff(request), new Date()),
  );
};

export default getShiftReportRoute;
