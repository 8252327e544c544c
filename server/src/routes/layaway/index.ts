import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import cancelLayaway from './cancel-layaway';
import createLayaway from './create-layaway';
import getLayaway from './get-layaway';
import listLayaways from './list-layaways';
import payLayaway from './pay-layaway';

/** Layaways: goods put by for a customer against a deposit, paid off in instalments and handed over once paid. */
const layaway: FastifyPluginAsyncZod = async (app) => {
  await app.register(createLayaway);
  await app.register(listLayaways);
  await app.register(getLayaway);
  await app.register(payLayaway);
  await app.register(cancelLayaway);
};

export default layaway;
