import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { integrationSchema } from '@tillwise/core/settings/integration-schemas';
import { listIntegrations } from '../../services/settings-service';

const listIntegrationsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/integrations',
    { config: { anyOf: ['settings:manage'] }, schema: { response: { 200: z.array(integrationSchema) } } },
    async () => listIntegrations(app.db),
  );
};

export default listIntegrationsRoute;
