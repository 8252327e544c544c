import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { dashboardSchema, stockAlertsSchema } from '@tillwise/core/report/dashboard-schemas';
import {
  financeReportSchema,
  inventoryReportSchema,
  productsReportSchema,
  reportRangeSchema,
  salesReportSchema,
  staffReportSchema,
} from '@tillwise/core/report/report-schemas';
import { getDashboard, getStockAlerts } from '../../services/report-service';
import schedules from './schedules';
import {
  getFinanceReport,
  getInventoryReport,
  getProductsReport,
  getSalesReport,
  getStaffReport,
} from '../../services/period-report-service';

const errors = { 400: apiErrorSchema, 403: apiErrorSchema };

const report: FastifyPluginAsyncZod<{ reportsDir: string }> = async (app, { reportsDir }) => {
  await app.register(schedules, { reportsDir });

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

  app.get(
    '/reports/sales',
    {
      config: { anyOf: ['reports:view'] },
      schema: { querystring: reportRangeSchema, response: { 200: salesReportSchema, ...errors } },
    },
    async (request) => getSalesReport(app.db, request.query),
  );

  app.get(
    '/reports/products',
    {
      config: { anyOf: ['reports:view'] },
      schema: { querystring: reportRangeSchema, response: { 200: productsReportSchema, ...errors } },
    },
    async (request) => getProductsReport(app.db, request.query),
  );

  app.get(
    '/reports/staff',
    {
      config: { anyOf: ['reports:view'] },
      schema: { querystring: reportRangeSchema, response: { 200: staffReportSchema, ...errors } },
    },
    async (request) => getStaffReport(app.db, request.query),
  );

  app.get(
    '/reports/inventory',
    {
      config: { anyOf: ['reports:view', 'reports:inventory'] },
      schema: { querystring: reportRangeSchema, response: { 200: inventoryReportSchema, ...errors } },
    },
    async () => getInventoryReport(app.db),
  );

  app.get(
    '/reports/finance',
    {
      config: { anyOf: ['reports:view'] },
      schema: { querystring: reportRangeSchema, response: { 200: financeReportSchema, ...errors } },
    },
    async (request) => getFinanceReport(app.db, request.query),
  );
};

export default report;
