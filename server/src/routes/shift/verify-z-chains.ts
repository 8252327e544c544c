import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { zChainCheckSchema } from '@tillwise/core/shift/shift-schemas';
import { verifyZChains } from '../../services/shift-report-service';

const verifyZChainsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/z-reports/verify',
    { config: { anyOf: ['shifts:manage'] }, schema: { response: { 200: zChainCheckSchema } } },
    async () => verifyZChains(app.db),
  );
};

export default verifyZChainsRoute;
