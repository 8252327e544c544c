import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import applyStockTake from './apply-stock-take';
import cancelStockTake from './cancel-stock-take';
import getStockTake from './get-stock-take';
import listStockTakes from './list-stock-takes';
import recordCount from './record-count';
import removeCount from './remove-count';
import startStockTake from './start-stock-take';

/** Counting a store's shelves: counts from any device, variances reviewed, then applied as one set of movements. */
const stockTake: FastifyPluginAsyncZod = async (app) => {
  await app.register(listStockTakes);
  await app.register(getStockTake);
  await app.register(startStockTake);
  await app.register(recordCount);
  await app.register(removeCount);
  await app.register(applyStockTake);
  await app.register(cancelStockTake);
};

export default stockTake;
