import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSchema } from '@tillwise/core/report/dashboard-schemas';
import { getDashboard } from '../../services/report-service';

const report: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    { config: { anyOf: ['dashboard:view'] }, schema: { response: { 200: dashboardSchema } } },
    async () => getDashboard(app.db, new Date()),
  );
};

export default report;
