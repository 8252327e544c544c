import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { SaleStatus } from '@tillwise/core/sale/sale-schemas';

/** Each status as a sale's badge says it (lower case). */
export const saleStatusMessages: Record<SaleStatus, MessageDescriptor> = defineMessages({
  completed: { id: 'sale.status.completed', defaultMessage: 'completed' },
  partially_refunded: { id: 'sale.status.partiallyRefunded', defaultMessage: 'partly refunded' },
  refunded: { id: 'sale.status.refunded', defaultMessage: 'refunded' },
  parked: { id: 'sale.status.parked', defaultMessage: 'pending' },
  processing: { id: 'sale.status.processing', defaultMessage: 'processing' },
  discarded: { id: 'sale.status.discarded', defaultMessage: 'discarded' },
});
