import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { journalQuerySchema } from '@tillwise/core/accounting/journal-schemas';
import { csvText } from '../../lib/csv-text';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { exportJournal } from '../../services/journal-service';
import { reportScope } from '../../services/period-report-service';

/**
 * Reports › Finance › Accounting export: the range's daily journals as a CSV download (generic double-entry, Xero
 * or QuickBooks Online), of a store or ('all') the chain.
 */
const journalRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports/journal',
    {
      config: { anyOf: ['reports:view'] },
      // A CSV body, not JSON: like the audit log's export, it has no response schema to serialise it through.
      schema: { querystring: journalQuerySchema },
    },
    async (request, reply) => {
      const scope = await reportScope(app.db, signedInStaff(request), signedInStore(request), request.query.store);
      const { fileName, table } = await exportJournal(app.db, scope, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(csvText(table));
    },
  );
};

export default journalRoute;
