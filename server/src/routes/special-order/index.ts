import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import cancelSpecialOrder from './cancel-special-order';
import collectSpecialOrder from './collect-special-order';
import createSpecialOrder from './create-special-order';
import getSpecialOrder from './get-special-order';
import listSpecialOrders from './list-special-orders';

/** Special orders: an item ordered in for a customer, put by when it arrives and collected as a sale. */
const specialOrder: FastifyPluginAsyncZod = async (app) => {
  await app.register(createSpecialOrder);
  await app.register(listSpecialOrders);
  await app.register(getSpecialOrder);
  await app.register(collectSpecialOrder);
  await app.register(cancelSpecialOrder);
};

export default specialOrder;
