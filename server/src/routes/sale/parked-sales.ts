import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parkedSaleListSchema } from '@tillwise/core/sale/sale-schemas';
import { signedInStore } from '../../plugins/auth';
import { listParkedSales } from '../../services/parked-sale-list';

/** The till's Parked sales: every parked sale of the store with its note and items' names, searched on the till. */
const parkedSales: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sales/parked',
    { config: { anyOf: ['orders:view', 'pos:sell'] }, schema: { response: { 200: parkedSaleListSchema } } },
    async (request) => listParkedSales(app.db, signedInStore(request)),
  );
};

export default parkedSales;
