import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { ApiKeyScope } from '@tillwise/core/api-key/api-key-schemas';

/** Each scope a key may be given, as core's apiKeyScopeLabels names it. */
export const apiKeyScopeMessages: Record<ApiKeyScope, MessageDescriptor> = defineMessages({
  'products:view': { id: 'apiKey.scope.productsView', defaultMessage: 'Read catalogue and stock' },
  'products:manage': { id: 'apiKey.scope.productsManage', defaultMessage: 'Write catalogue and stock' },
  'orders:view': { id: 'apiKey.scope.ordersView', defaultMessage: 'Read sales' },
  'pos:sell': { id: 'apiKey.scope.posSell', defaultMessage: 'Record sales' },
  'pos:refund': { id: 'apiKey.scope.posRefund', defaultMessage: 'Record refunds' },
  'customers:view': { id: 'apiKey.scope.customersView', defaultMessage: 'Read customers' },
  'customers:manage': { id: 'apiKey.scope.customersManage', defaultMessage: 'Write customers' },
  'reports:view': { id: 'apiKey.scope.reportsView', defaultMessage: 'Read reports' },
  'reports:inventory': { id: 'apiKey.scope.reportsInventory', defaultMessage: 'Read inventory reports' },
  'stock:transfer': { id: 'apiKey.scope.stockTransfer', defaultMessage: 'Move stock between stores' },
  'shifts:operate': { id: 'apiKey.scope.shiftsOperate', defaultMessage: 'Open and close shifts' },
  'audit:view': { id: 'apiKey.scope.auditView', defaultMessage: 'Read the audit log' },
});
