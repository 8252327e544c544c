import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import getCursor from './get-cursor';
import getChanges from './get-changes';
import listCustomers from './list-customers';
import listProducts from './list-products';

/** The till's offline replica: a snapshot paged by id, then the change log followed from a cursor. */
const replica: FastifyPluginAsyncZod = async (app) => {
  await app.register(getCursor);
  await app.register(listProducts);
  await app.register(listCustomers);
  await app.register(getChanges);
};

export default replica;
