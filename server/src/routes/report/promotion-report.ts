import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { promotionReportQuerySchema, promotionReportSchema } from '@tillwise/core/report/promotion-report';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { reportScope } from '../../services/period-report-service';
import { getPromotionReport } from '../../services/promotion-report-service';

/** Reports › Sales › Promotions: what each promotion gave over the range, in a store or ('all') the chain. */
const promotionReportRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports/promotions',
    {
      config: { anyOf: ['reports:view'] },
      schema: {
        querystring: promotionReportQuerySchema,
        response: { 200: promotionReportSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) =>
      getPromotionReport(
        app.db,
        await reportScope(app.db, signedInStaff(request), signedInStore(request), request.query.store),
        request.query,
      ),
  );
};

export default promotionReportRoute;
