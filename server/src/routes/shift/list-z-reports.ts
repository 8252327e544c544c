import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { zReportListQuerySchema, zReportPageSchema } from '@tillwise/core/shift/shift-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { listZReports } from '../../services/shift-report-service';

const listZReportsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/z-reports',
    {
      config: { anyOf: ['shifts:operate'] },
      schema: { querystring: zReportListQuerySchema, response: { 200: zReportPageSchema, 409: apiErrorSchema } },
    },
    async (request) => listZReports(app.db, signedInStore(request), request.query, signedInStaff(request)),
  );
};

export default listZReportsRoute;
