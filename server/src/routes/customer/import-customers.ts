import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerImportInputSchema, customerImportResultSchema } from '@tillwise/core/customer/customer-csv';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { signedInStaff } from '../../plugins/auth';
import { importCustomers } from '../../services/customer-csv-service';

/** A customer file's rows, mapped in the browser: checked (a dry run) or imported in one transaction. */
const importCustomersRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/customers/import',
    {
      config: { anyOf: ['customers:manage'] },
      bodyLimit: 64 * 1024 * 1024,
      schema: { body: customerImportInputSchema, response: { 200: customerImportResultSchema, 400: apiErrorSchema } },
    },
    async (request) => importCustomers(app.writer, app.db, request.body, signedInStaff(request), new Date()),
  );
};

export default importCustomersRoute;
