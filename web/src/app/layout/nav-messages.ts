import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { Destination } from '@tillwise/core/staff/permissions';

/** Each destination as the sidebar names it (US English as core's destinations' labels). */
export const navMessages: Record<Destination['path'], MessageDescriptor> = defineMessages({
  '/': { id: 'nav.dashboard', defaultMessage: 'Dashboard' },
  '/pos': { id: 'nav.pos', defaultMessage: 'Point of Sale' },
  '/products': { id: 'nav.products', defaultMessage: 'Products' },
  '/customers': { id: 'nav.customers', defaultMessage: 'Customers' },
  '/orders': { id: 'nav.orders', defaultMessage: 'Orders' },
  '/reports': { id: 'nav.reports', defaultMessage: 'Reports' },
  '/settings': { id: 'nav.settings', defaultMessage: 'Settings' },
});
