import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import createSupplier from './create-supplier';
import listSuppliers from './list-suppliers';
import updateSupplier from './update-supplier';

/** The chain's suppliers, which products name and purchase orders go to. */
const supplier: FastifyPluginAsyncZod = async (app) => {
  await app.register(listSuppliers);
  await app.register(createSupplier);
  await app.register(updateSupplier);
};

export default supplier;
