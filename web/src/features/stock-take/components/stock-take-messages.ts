import { format } from 'date-fns';
import { defineMessages } from 'react-intl';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { StockTakeStatus } from '@tillwise/core/inventory/stock-take-schemas';

/** Counting, Applied and Cancelled, as core's stockTakeStatusLabels name them. */
export const stockTakeStatusMessages: Record<StockTakeStatus, MessageDescriptor> = defineMessages({
  counting: { id: 'stockTake.status.counting', defaultMessage: 'Counting' },
  applied: { id: 'stockTake.status.applied', defaultMessage: 'Applied' },
  cancelled: { id: 'stockTake.status.cancelled', defaultMessage: 'Cancelled' },
});

/** 'MMM d, y HH:mm' in US English as it always read; any other language as Intl writes it. */
export const stockTakeWhen = (intl: IntlShape, iso: string) =>
  intl.locale === 'en-US'
    ? format(new Date(iso), 'MMM d, y HH:mm')
    : intl.formatDate(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' });
