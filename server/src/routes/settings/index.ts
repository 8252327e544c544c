import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { discountCapsSchema } from '@tillwise/core/settings/discount-cap-schemas';
import { integrationSchema } from '@tillwise/core/settings/integration-schemas';
import { paymentSettingsSchema, tillPaymentSettingsSchema } from '@tillwise/core/settings/payment-settings';
import { preferenceGroups, preferencesSchema } from '@tillwise/core/settings/preferences';
import { receiptSettingsInputSchema, receiptSettingsSchema } from '@tillwise/core/settings/receipt-settings';
import { storeSettingsInputSchema, storeSettingsSchema } from '@tillwise/core/settings/store-settings';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import {
  getDiscountCaps,
  getPreferences,
  getReceiptSettings,
  getStorePaymentSettings,
  getStoreSettings,
  listIntegrations,
  saveDiscountCaps,
  savePaymentSettings,
  savePreferenceGroup,
  saveReceiptSettings,
  saveStoreSettings,
} from '../../services/settings-service';

const readers = ['pos:sell', 'settings:manage'] as const;
const managers = { anyOf: ['settings:manage'] as const };
const writeErrors = { 400: apiErrorSchema, 403: apiErrorSchema };

const settings: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/payments',
    { config: { anyOf: readers }, schema: { response: { 200: tillPaymentSettingsSchema } } },
    async (request) => getStorePaymentSettings(app.db, signedInStore(request)),
  );

  app.put(
    '/settings/payments',
    {
      config: managers,
      schema: { body: paymentSettingsSchema, response: { 200: tillPaymentSettingsSchema, ...writeErrors } },
    },
    async (request) =>
      savePaymentSettings(app.db, signedInStore(request), request.body, signedInStaff(request), new Date()),
  );

  app.get(
    '/settings/receipt',
    { config: { anyOf: [...readers, 'orders:view'] }, schema: { response: { 200: receiptSettingsSchema } } },
    async (request) => getReceiptSettings(app.db, signedInStore(request)),
  );

  app.put(
    '/settings/receipt',
    {
      config: managers,
      schema: { body: receiptSettingsInputSchema, response: { 200: receiptSettingsSchema, ...writeErrors } },
    },
    async (request) =>
      saveReceiptSettings(app.db, signedInStore(request), request.body, signedInStaff(request), new Date()),
  );

  app.get(
    '/settings/store',
    // The product form reads the default tax rate from here.
    { config: { anyOf: ['settings:manage', 'products:manage'] }, schema: { response: { 200: storeSettingsSchema } } },
    async (request) => getStoreSettings(app.db, signedInStore(request)),
  );

  app.put(
    '/settings/store',
    {
      config: managers,
      schema: { body: storeSettingsInputSchema, response: { 200: storeSettingsSchema, ...writeErrors } },
    },
    async (request) =>
      saveStoreSettings(app.db, signedInStore(request), request.body, signedInStaff(request), new Date()),
  );

  // Every signed-in person reads these: the till uses the paper width and auto-lock, the header the alerts flag.
  app.get('/settings/preferences', { schema: { response: { 200: preferencesSchema } } }, async () =>
    getPreferences(app.db),
  );

  for (const group of preferenceGroups) {
    app.put(
      `/settings/preferences/${group}`,
      {
        config: managers,
        schema: { body: preferencesSchema.shape[group], response: { 200: preferencesSchema, ...writeErrors } },
      },
      async (request) => savePreferenceGroup(app.db, group, request.body as never, signedInStaff(request), new Date()),
    );
  }

  // The till reads the signed-in role's cap: beyond it, the discount dialog asks for a manager.
  app.get(
    '/settings/discount-caps',
    { config: { anyOf: readers }, schema: { response: { 200: discountCapsSchema } } },
    async () => getDiscountCaps(app.db),
  );

  app.put(
    '/settings/discount-caps',
    {
      config: managers,
      schema: { body: discountCapsSchema, response: { 200: discountCapsSchema, ...writeErrors } },
    },
    async (request) => saveDiscountCaps(app.db, request.body, signedInStaff(request), new Date()),
  );

  app.get('/integrations', { config: managers, schema: { response: { 200: z.array(integrationSchema) } } }, async () =>
    listIntegrations(app.db),
  );
};

export default settings;
