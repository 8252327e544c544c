import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import getTradeAccount from './get-trade-account';
import listAccounts from './list-accounts';
import recordAccountPayment from './record-account-payment';
import setTradeAccount from './set-trade-account';

/** Customers' trade accounts: what they owe, their statements, and payments on account. */
const account: FastifyPluginAsyncZod = async (app) => {
  await app.register(listAccounts);
  await app.register(getTradeAccount);
  await app.register(setTradeAccount);
  await app.register(recordAccountPayment);
};

export default account;
