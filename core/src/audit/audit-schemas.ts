import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../http/api-error';

/**
 * Everything that changes money, stock, staff or settings leaves one entry, grouped so an owner can ask
 * "show me every refund" or "every price change last week".
 */
export const auditActionLabels = {
  'sale.completed': 'Sale',
  'sale.discounted': 'Discount',
  'sale.discarded': 'Parked sale discarded',
  'sale.price_changed': 'Price changed at the till',
  'override.approved': 'Manager override',
  'refund.recorded': 'Refund',
  'return.recorded': 'Return without receipt',
  'void.recorded': 'Void',
  'product.created': 'Product added',
  'product.updated': 'Product edited',
  'product.price_changed': 'Price change',
  'product.deleted': 'Product deleted',
  'category.created': 'Category added',
  'category.updated': 'Category edited',
  'category.reordered': 'Categories reordered',
  'stock.adjusted': 'Stock adjustment',
  'shift.opened': 'Shift opened',
  'cash.moved': 'Cash movement',
  'shift.counted': 'Drawer counted',
  'shift.closed': 'Shift closed',
  'shift.approved': 'Shift approved',
  'staff.created': 'Staff added',
  'staff.changed': 'Staff changed',
  'staff.pin_reset': 'PIN reset',
  'settings.changed': 'Settings change',
  'till.changed': 'Till change',
  'store.created': 'Store added',
  'stock.transferred': 'Stock sent',
  'stock.received': 'Stock received',
  'store_credit.adjusted': 'Store credit adjustment',
  'account.changed': 'Trade account changed',
  'account.payment': 'Payment on account',
  'quote.created': 'Quote',
  'quote.cancelled': 'Quote cancelled',
  'layaway.created': 'Layaway',
  'layaway.payment': 'Layaway payment',
  'layaway.cancelled': 'Layaway cancelled',
  'special_order.created': 'Special order',
  'special_order.cancelled': 'Special order cancelled',
  'supplier.created': 'Supplier added',
  'supplier.updated': 'Supplier edited',
  'purchase_order.created': 'Purchase order',
  'purchase_order.sent': 'Purchase order sent',
  'purchase_order.received': 'Goods received',
  'purchase_order.closed': 'Purchase order closed',
  'stock_take.applied': 'Stock take applied',
  'products.imported': 'Products imported',
  'customers.imported': 'Customers imported',
  'promotion.created': 'Promotion added',
  'promotion.updated': 'Promotion edited',
  'promotion.deleted': 'Promotion deleted',
  'price_list.changed': 'Price list changed',
  'customer.group_changed': 'Customer group changed',
  'offline.held': 'Offline action held for review',
  'offline.resolved': 'Held offline action decided',
  'store.started_for_real': 'Started trading for real',
  'api_key.created': 'API key made',
  'api_key.revoked': 'API key revoked',
  'api.write': 'Change made with an API key',
  'webhook.changed': 'Webhook changed',
} as const;
export type AuditAction = keyof typeof auditActionLabels;
export const auditActions = Object.keys(auditActionLabels) as [AuditAction, ...AuditAction[]];

const personSchema = z.object({ id: z.string(), name: z.string() });

export const auditEntrySchema = z.object({
  id: z.string(),
  occurredAt: z.string(),
  businessDate: z.string(),
  action: z.enum(auditActions),
  actor: personSchema,
  /** The manager whose PIN approved this action on someone else's till. */
  approvedBy: personSchema.nullable(),
  tillName: z.string().nullable(),
  /** What it acted on, e.g. an order or a product, for a link. */
  subject: z.object({ type: z.string(), id: z.string() }).nullable(),
  /** One line a person reads: "ORD-1042 · $45.10 · Card". */
  summary: z.string(),
  /** The figures behind the summary (before and after for changes), for export and investigation. */
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = pageQuerySchema.extend({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  action: z.enum(auditActions).optional(),
  userId: z.string().max(64).optional(),
  /** Case-insensitive substring of the summary (an order number, a product name…). */
  q: z.string().trim().max(100).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = pageOf(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
