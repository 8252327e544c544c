import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import createPurchaseOrder from './create-purchase-order';
import getPurchaseOrder from './get-purchase-order';
import listPurchaseOrders from './list-purchase-orders';
import movePurchaseOrder from './move-purchase-order';
import receivePurchaseOrder from './receive-purchase-order';
import reorderSuggestions from './reorder-suggestions';
import updatePurchaseOrder from './update-purchase-order';

/** Buying stock: orders to suppliers, the goods received against them, and what to order next. */
const purchaseOrder: FastifyPluginAsyncZod = async (app) => {
  await app.register(listPurchaseOrders);
  await app.register(getPurchaseOrder);
  await app.register(createPurchaseOrder);
  await app.register(updatePurchaseOrder);
  await app.register(movePurchaseOrder);
  await app.register(receivePurchaseOrder);
  await app.register(reorderSuggestions);
};

export default purchaseOrder;
