import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { dashboardSchema, stockAlertsSchema } from '@tillwise/core/report/dashboard-schemas';
import {
  financeReportSchema,
  inventoryReportSchema,
  productsReportSchema,
  reportQuerySchema,
  salesReportSchema,
  staffReportSchema,
} from '@tillwise/core/report/report-schemas';
import type { ReportQuery } from '@tillwise/core/report/report-schemas';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { getDashboard, getStockAlerts } from '../../services/report-service';
import journal from './journal';
import promotionReport from './promotion-report';
import schedules from './schedules';
import { getFinanceReport } from '../../services/finance-report-service';
import { getInventoryReport } from '../../services/inventory-report-service';
import { reportScope } from '../../services/period-report-service';
import { getProductsReport } from '../../services/product-report-service';
import { getSalesReport } from '../../services/sales-report-service';
import { getStaffReport } from '../../services/staff-report-service';

const errors = { 400: apiErrorSchema, 403: apiErrorSchema };

const report: FastifyPluginAsyncZod<{ reportsDir: string }> = async (app, { reportsDir }) => {
  await app.register(schedules, { reportsDir });
  await app.register(promotionReport);
  await app.register(journal);

  /** The stores a tab covers: ?store= (a store's id or 'all'), else the session's store. */
  const scopeOf = (request: { staff: StaffMember | null; storeId: string | null; query: ReportQuery }) =>
    reportScope(app.db, signedInStaff(request), signedInStore(request), request.query.store);

  app.get(
    '/dashboard',
    { config: { anyOf: ['dashboard:view'] }, schema: { response: { 200: dashboardSchema } } },
    async (request) => getDashboard(app.db, signedInStore(request), new Date()),
  );

  app.get(
    '/alerts/stock',
    { config: { anyOf: ['dashboard:view'] }, schema: { response: { 200: stockAlertsSchema } } },
    async (request) => getStockAlerts(app.db, signedInStore(request)),
  );

  app.get(
    '/reports/sales',
    {
      config: { anyOf: ['reports:view'] },
      schema: { querystring: reportQuerySchema, response: { 200: salesReportSchema, ...errors } },
    },
    async (request) => getSalesReport(app.db, await scopeOf(request), request.query),
  );

  app.get(
    '/reports/products',
    {
      config: { anyOf: ['reports:view'] },
      schema: { querystring: reportQuerySchema, response: { 200: productsReportSchema, ...errors } },
    },
    async (request) => getProductsReport(app.db, await scopeOf(request), request.query),
  );

  app.get(
    '/reports/staff',
    {
      config: { anyOf: ['reports:view'] },
      schema: { querystring: reportQuerySchema, response: { 200: staffReportSchema, ...errors } },
    },
    async (request) => getStaffReport(app.db, await scopeOf(request), request.query),
  );

  app.get(
    '/reports/inventory',
    {
      config: { anyOf: ['reports:view', 'reports:inventory'] },
      schema: { querystring: reportQuerySchema, response: { 200: inventoryReportSchema, ...errors } },
    },
    async (request) => getInventoryReport(app.db, await scopeOf(request)),
  );

  app.get(
    '/reports/finance',
    {
      config: { anyOf: ['reports:view'] },
      schema: { querystring: reportQuerySchema, response: { 200: financeReportSchema, ...errors } },
    },
    async (request) => getFinanceReport(app.db, await scopeOf(request), request.query),
  );
};

export default report;
