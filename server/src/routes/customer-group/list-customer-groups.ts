import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerGroupListSchema } from '@tillwise/core/promotion/promotion-schemas';
import { listCustomerGroups } from '../../services/customer-group-service';

const listCustomerGroupsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customer-groups',
    {
      config: { anyOf: ['settings:manage', 'customers:view', 'pos:sell'] },
      schema: { response: { 200: customerGroupListSchema } },
    },
    async () => listCustomerGroups(app.db),
  );
};

export default listCustomerGroupsRoute;
