import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import cancelQuote from './cancel-quote';
import createQuote from './create-quote';
import getQuote from './get-quote';
import listQuotes from './list-quotes';

/** Quotes: carts kept for a customer at the day's prices, sold later at the till. */
const quote: FastifyPluginAsyncZod = async (app) => {
  await app.register(createQuote);
  await app.register(listQuotes);
  await app.register(getQuote);
  await app.register(cancelQuote);
};

export default quote;
