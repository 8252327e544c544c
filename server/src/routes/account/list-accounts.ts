import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountListQuerySchema, accountPageSchema } from '@tillwise/core/account/account-list-schemas';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { signedInStore } from '../../plugins/auth';
import { listAccounts } from '../../services/account-list-service';

/** Customers' trade accounts, by name and by status (owing, overdue, paid up). */
const listAccountsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/accounts',
    {
      config: { anyOf: ['customers:view'] },
      schema: { querystring: accountListQuerySchema, response: { 200: accountPageSchema, 400: apiErrorSchema } },
    },
    async (request) => listAccounts(app.db, signedInStore(request), request.query, new Date()),
  );
};

export default listAccountsRoute;
