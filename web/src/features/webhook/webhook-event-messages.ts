import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { WebhookEvent } from '@tillwise/core/webhook/webhook-schemas';

/** What each event means, as core's webhookEventLabels says it; the event's own name (sale.completed) stays as is. */
export const webhookEventMessages: Record<WebhookEvent, MessageDescriptor> = defineMessages({
  'sale.completed': { id: 'webhook.event.saleCompleted', defaultMessage: 'A sale is completed' },
  'refund.created': { id: 'webhook.event.refundCreated', defaultMessage: 'A refund is given' },
  'product.created': { id: 'webhook.event.productCreated', defaultMessage: 'A product is added' },
  'product.updated': { id: 'webhook.event.productUpdated', defaultMessage: 'A product is edited' },
  'stock.changed': {
    id: 'webhook.event.stockChanged',
    defaultMessage: 'Stock is adjusted, received, moved or counted',
  },
  'shift.closed': { id: 'webhook.event.shiftClosed', defaultMessage: 'A shift is closed' },
  'customer.created': { id: 'webhook.event.customerCreated', defaultMessage: 'A customer is added' },
});
