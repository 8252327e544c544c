import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { supplierSchema } from '@tillwise/core/purchasing/supplier-schemas';
import { listSuppliers } from '../../services/supplier-service';

const listSuppliersRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/suppliers',
    { config: { anyOf: ['products:view', 'pos:sell'] }, schema: { response: { 200: z.array(supplierSchema) } } },
    async () => listSuppliers(app.db),
  );
};

export default listSuppliersRoute;
