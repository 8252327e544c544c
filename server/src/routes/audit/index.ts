import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditCsv } from '@tillwise/core/audit/audit-csv';
import { auditPageSchema, auditQuerySchema } from '@tillwise/core/audit/audit-schemas';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { csvText } from '../../lib/csv-text';
import { exportAuditLog, listAuditLog } from '../../services/audit-service';

const admins = { anyOf: ['audit:view'] as const };

/** The audit log: read and exported by admins, written only by the actions themselves. */
const audit: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-log',
    {
      config: admins,
      schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema, 400: apiErrorSchema } },
    },
    async (request) => listAuditLog(app.db, request.query),
  );

  app.get(
    '/audit-log/export',
    { config: admins, schema: { querystring: auditQuerySchema.omit({ page: true, pageSize: true }) } },
    async (request, reply) => {
      const entries = await exportAuditLog(app.db, request.query);
      const name = `audit-log-${request.query.from ?? 'start'}-to-${request.query.to ?? 'today'}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(csvText(auditCsv(entries)));
    },
  );
};

export default audit;
