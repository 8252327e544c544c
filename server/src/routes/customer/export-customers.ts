import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportCustomers } from '../../services/customer-csv-service';

/** Every customer as the customer file (the import's own format). */
const exportCustomersRoute: FastifyPluginAsyncZod = async (app) => {
  app.get('/customers/export', { config: { anyOf: ['customers:manage'] } }, async (_request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="customers.csv"')
      .send(await exportCustomers(app.db)),
  );
};

export default exportCustomersRoute;
