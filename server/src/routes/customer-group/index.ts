import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import listCustomerGroups from './list-customer-groups';
import savePriceList from './save-price-list';
import setCustomerGroup from './set-customer-group';

/** Customer groups (Trade, Staff, Members): their price lists, and who is in them. */
const customerGroup: FastifyPluginAsyncZod = async (app) => {
  await app.register(listCustomerGroups);
  await app.register(savePriceList);
  await app.register(setCustomerGroup);
};

export default customerGroup;
