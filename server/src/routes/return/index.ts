import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import createReturn from './create-return';
import getReturn from './get-return';

/** Returns without receipt: goods that belong to no sale the store can find. */
const returns: FastifyPluginAsyncZod = async (app) => {
  await app.register(createReturn);
  await app.register(getReturn);
};

export default returns;
