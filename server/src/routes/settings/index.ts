import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import getDiscountCaps from './get-discount-caps';
import getPaymentSettings from './get-payment-settings';
import getPreferences from './get-preferences';
import getReceiptSettings from './get-receipt-settings';
import getStartForReal from './get-start-for-real';
import getStoreSettings from './get-store-settings';
import listIntegrations from './list-integrations';
import saveDiscountCaps from './save-discount-caps';
import savePaymentSettings from './save-payment-settings';
import savePreferences from './save-preferences';
import saveReceiptSettings from './save-receipt-settings';
import saveStoreSettings from './save-store-settings';
import startForReal from './start-for-real';

/**
 * The store's settings: payments, receipt, the store itself, preferences, discount caps, integrations, and starting
 * for real.
 */
const settings: FastifyPluginAsyncZod = async (app) => {
  await app.register(getPaymentSettings);
  await app.register(savePaymentSettings);
  await app.register(getReceiptSettings);
  await app.register(saveReceiptSettings);
  await app.register(getStoreSettings);
  await app.register(saveStoreSettings);
  await app.register(getPreferences);
  await app.register(savePreferences);
  await app.register(getDiscountCaps);
  await app.register(saveDiscountCaps);
  await app.register(listIntegrations);
  await app.register(getStartForReal);
  await app.register(startForReal);
};

export default settings;
