import fastifyCookie from '@fastify/cookie';
import path from 'node:path';
import Fastify, { LogController } from 'fastify';
import type { FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from './db/database';
import type { SecureAddress } from './tls/secure-serving';
import apiRoutes from './plugins/api-routes';
import apiDocs from './plugins/api-docs';
import openapi from './plugins/openapi';
import auth from './plugins/auth';
import database from './plugins/database';
import errors from './plugins/errors';
import mailSender from './plugins/mail-sender';
import reportScheduler from './plugins/report-scheduler';
import webhookDeliverer from './plugins/webhook-deliverer';
import securityHeaders from './plugins/security-headers';
import textInput from './plugins/text-input';
import webApp from './plugins/web-app';
import apiKey from './routes/api-key/index';
import webhook from './routes/webhook/index';
import getReceiptLink from './routes/receipt-link/get-receipt-link';
import receiptPage from './routes/receipt-link/receipt-page';
import audit from './routes/audit/index';
import catalog from './routes/catalog/index';
import customer from './routes/customer/index';
import giftCard from './routes/gift-card/index';
import account from './routes/account/index';
import quote from './routes/quote/index';
import layaway from './routes/layaway/index';
import specialOrder from './routes/special-order/index';
import health from './routes/health/index';
import secureAddress from './routes/https/index';
import inventory from './routes/inventory/index';
import override from './routes/override/index';
import refund from './routes/refund/index';
import returns from './routes/return/index';
import display from './routes/display/index';
import replica from './routes/replica/index';
import report from './routes/report/index';
import sale from './routes/sale/index';
import search from './routes/search/index';
import session from './routes/session/index';
import settings from './routes/settings/index';
import shift from './routes/shift/index';
import staff from './routes/staff/index';
import store from './routes/store/index';
import till from './routes/till/index';
import transfer from './routes/transfer/index';
import supplier from './routes/supplier/index';
import promotion from './routes/promotion/index';
import offlineCredential from './routes/offline-credential/index';
import customerGroup from './routes/customer-group/index';
import purchaseOrder from './routes/purchase-order/index';
import stockTake from './routes/stock-take/index';
import mail from './routes/mail/index';

export interface AppOptions {
  db: Db;
  productName: string;
  /** Where uploaded files (product images) and scheduled reports are kept: the store's DATA_DIR. */
  dataDir: string;
  /** Run the report schedules once a minute (the server does; API tests call the runner themselves). */
  runScheduledReports?: boolean;
  /** How often the schedules are checked when they run (a minute unless said). */
  scheduleIntervalMs?: number;
  /** Send webhook deliveries as they fall due (the server does; API tests call the sender themselves). */
  deliverWebhooks?: boolean;
  /** Send the queued mail every few seconds (the server does; API tests call the sender themselves). */
  sendQueuedMail?: boolean;
  mailIntervalMs?: number;
  /** The built web app to serve; none in API tests. */
  webDistDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Log each request at debug level rather than info (a terminal, where they would bury what matters). */
  requestsAtDebug?: boolean;
  /** Serves https (tls/secure-serving.ts); none serves plain http, as API tests do. */
  serverFactory?: FastifyServerOptions['serverFactory'];
  /** What GET /api/https says: the https the server runs, and the plain http port beside it. */
  secure?: SecureAddress | null;
  httpPort?: number;
  /** Behind a reverse proxy: the client's address and scheme come from its X-Forwarded-* headers. */
  trustProxy?: boolean;
  /** Where shoppers reach this server from outside the shop, for receipt links; the request's own origin if none. */
  publicUrl?: string | null;
}

/** Builds the Fastify app: plugins, then the JSON API under /api, then the web app. Tests import this. */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    ...(options.requestsAtDebug && { logController: new LogController({ disableRequestLogging: true }) }),
    ...(options.serverFactory && { serverFactory: options.serverFactory }),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  if (options.requestsAtDebug) {
    app.addHook('onResponse', async (request, reply) => {
      request.log.debug(
        { status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
        `${request.method} ${request.url}`,
      );
    });
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errors);
  // A page on plain http may ask this server's https whether the device trusts it (Add a till).
  await app.register(securityHeaders, { connectSources: () => options.secure?.origins() ?? [] });
  await app.register(database, { db: options.db });
  await app.register(fastifyCookie);
  await app.register(auth);
  await app.register(textInput);
  await app.register(mailSender, {
    enabled: options.sendQueuedMail ?? false,
    intervalMs: options.mailIntervalMs ?? 10_000,
  });

  // Before the routes, so they see each of them: tests walk app.apiRoutes to cover every route, and the OpenAPI
  // document describes them all.
  await app.register(apiRoutes);
  await app.register(openapi);
  await app.register(apiDocs);

  await app.register(
    async (api) => {
      await api.register(health);
      await api.register(secureAddress, {
        secure: options.secure ?? null,
        httpPort: options.httpPort ?? 3000,
        dataDir: options.dataDir,
      });
      await api.register(session, { productName: options.productName });
      await api.register(catalog, { imageDir: path.join(options.dataDir, 'product-images') });
      await api.register(inventory);
      await api.register(supplier);
      await api.register(purchaseOrder);
      await api.register(stockTake);
      await api.register(sale);
      await api.register(refund);
      await api.register(returns);
      await api.register(display);
      await api.register(override);
      await api.register(customer);
      await api.register(customerGroup);
      await api.register(promotion);
      await api.register(offlineCredential);
      await api.register(giftCard);
      await api.register(account);
      await api.register(quote);
      await api.register(layaway);
      await api.register(specialOrder);
      await api.register(settings);
      await api.register(report, { reportsDir: path.join(options.dataDir, 'reports') });
      await api.register(search);
      await api.register(staff);
      await api.register(till);
      await api.register(shift);
      await api.register(audit);
      await api.register(store);
      await api.register(transfer);
      await api.register(replica);
      await api.register(apiKey);
      await api.register(webhook);
      await api.register(getReceiptLink, { publicUrl: options.publicUrl ?? null });
      await api.register(mail);
    },
    { prefix: '/api' },
  );

  await app.register(reportScheduler, {
    reportsDir: path.join(options.dataDir, 'reports'),
    enabled: options.runScheduledReports ?? false,
    intervalMs: options.scheduleIntervalMs ?? 60_000,
  });
  await app.register(receiptPage);
  await app.register(webhookDeliverer, { enabled: options.deliverWebhooks ?? false, intervalMs: 1000 });
  await app.register(webApp, { distDir: options.webDistDir ?? '' });
  return app;
}
