import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import adjustStoreCredit from './adjust-store-credit';
import getGiftCard from './get-gift-card';
import getStoreCredit from './get-store-credit';
import listGiftCards from './list-gift-cards';

/** Money the chain holds for customers: gift card balances and customers' store credit, each a ledger. */
const giftCard: FastifyPluginAsyncZod = async (app) => {
  await app.register(listGiftCards);
  await app.register(getGiftCard);
  await app.register(getStoreCredit);
  await app.register(adjustStoreCredit);
};

export default giftCard;
