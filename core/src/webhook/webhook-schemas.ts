import { z } from 'zod';
import { refusal } from '../i18n/core-message';
import { webhookMessages } from './webhook-messages';

/** What a subscription may ask for, as an owner would name each. */
export const webhookEventLabels = {
  'sale.completed': 'A sale is completed',
  'refund.created': 'A refund is given',
  'product.created': 'A product is added',
  'product.updated': 'A product is edited',
  'stock.changed': 'Stock is adjusted, received, moved or counted',
  'shift.closed': 'A shift is closed',
  'customer.created': 'A customer is added',
} as const;
export type WebhookEvent = keyof typeof webhookEventLabels;
export const webhookEvents = Object.keys(webhookEventLabels) as [WebhookEvent, ...WebhookEvent[]];

/** The headers a delivery carries (the signature is `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`). */
export const webhookHeaders = {
  signature: 'Tillwise-Signature',
  event: 'Tillwise-Event',
  eventId: 'Tillwise-Event-Id',
} as const;

const webhookUrlSchema = z
  .string()
  .trim()
  .max(2000, refusal(webhookMessages.atMostCharacters, { max: 2000 }))
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, refusal(webhookMessages.webAddress));

export const createWebhookInputSchema = z.object({
  url: webhookUrlSchema,
  description: z
    .string()
    .trim()
    .max(200, refusal(webhookMessages.atMostCharacters, { max: 200 }))
    .default(''),
  events: z.array(z.enum(webhookEvents)).min(1, refusal(webhookMessages.chooseEvent)),
  /** Events of one store; none for every store of the chain. */
  storeId: z.string().trim().min(1).max(100).nullable(),
});
export type CreateWebhookInput = z.input<typeof createWebhookInputSchema>;

export const updateWebhookInputSchema = z.object({
  url: webhookUrlSchema.optional(),
  description: z
    .string()
    .trim()
    .max(200, refusal(webhookMessages.atMostCharacters, { max: 200 }))
    .optional(),
  events: z.array(z.enum(webhookEvents)).min(1, refusal(webhookMessages.chooseEvent)).optional(),
  active: z.boolean().optional(),
});
export type UpdateWebhookInput = z.infer<typeof updateWebhookInputSchema>;

export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(webhookEvents)),
  storeId: z.string().nullable(),
  storeName: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  createdBy: z.string(),
  /** Deliveries still to go (waiting or being retried) and given up. */
  pending: z.number().int(),
  failed: z.number().int(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** A subscription as it is made: the one time its signing secret is shown. */
export const createdWebhookSchema = webhookSchema.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const webhookAttemptSchema = z.object({
  attemptedAt: z.string(),
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
});

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;

export const webhookDeliverySchema = z.object({
  seq: z.number().int(),
  eventId: z.string(),
  event: z.string(),
  resourceType: z.string(),
  resourceId: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.array(webhookAttemptSchema),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const seqParamsSchema = z.object({ seq: z.coerce.number().int().positive() });
