import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSchema, stockAlertsSchema } from '@tillwise/core/report/dashboard-schemas';
import { getDashboard, getStockAlerts } from '../../services/report-service';

const report: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    { config: { anyOf: ['dashboard:view'] }, schema: { response: { 200: dashboardSchema } } },
    async () => getDashboard(app.db, new Date()),
  );

  app.get(
    '/alerts/stock',
    { config: { anyOf: ['dashboard:view'] }, schema: { response: { 200: stockAlertsSchema } } },
    async () => getStockAlerts(app.db),
  );
};

export default report;
