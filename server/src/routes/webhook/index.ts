import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import createWebhook from './create-webhook';
import listWebhookDeliveries from './list-webhook-deliveries';
import listWebhooks from './list-webhooks';
import resendWebhookDelivery from './resend-webhook-delivery';
import updateWebhook from './update-webhook';

/** Webhooks: events POSTed to an outside system, signed, retried for a day, in order per resource. */
const webhook: FastifyPluginAsyncZod = async (app) => {
  await app.register(listWebhooks);
  await app.register(createWebhook);
  await app.register(updateWebhook);
  await app.register(listWebhookDeliveries);
  await app.register(resendWebhookDelivery);
};

export default webhook;
