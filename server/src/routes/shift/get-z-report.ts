import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { shiftIdParamsSchema, zReportSchema } from '@tillwise/core/shift/shift-schemas';
import { signedInStaff } from '../../plugins/auth';
import { getZReport } from '../../services/shift-report-service';

const getZReportRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/z-reports/:id',
    {
      config: { anyOf: ['shifts:operate'] },
      schema: {
        params: shiftIdParamsSchema,
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
    async (request) => getZReport(app.db, request.params.id, signedInStaff(request)),
  );
};

export default getZReportRoute;
