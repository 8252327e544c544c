import type { Insertable } from 'kysely';
import type {
  OrderLinesTable,
  OrdersTable,
  PaymentsTable,
  RefundLinesTable,
  RefundsTable,
  RefundTendersTable,
  StockMovementsTable,
} from '../../db/schema';

/** The rows the seeded history writes, and the running tallies that set opening stock and points. */
export interface SalesHistory {
  orders: Insertable<OrdersTable>[];
  lines: Insertable<OrderLinesTable>[];
  payments: Insertable<PaymentsTable>[];
  refunds: Insertable<RefundsTable>[];
  refundLines: Insertable<RefundLinesTable>[];
  refundTenders: Insertable<RefundTendersTable>[];
  movements: Insertable<StockMovementsTable>[];
  /** Net units that left the shelf per product (sold − refunded). */
  netUnitsSold: Map<string, number>;
  /** Points earned minus points redeemed per customer. */
  pointsChange: Map<string, number>;
  lastOrderNumber: number;
  lastRefundNumber: number;
}

export function addUnits(history: SalesHistory, productId: string, units: number) {
  history.netUnitsSold.set(productId, (history.netUnitsSold.get(productId) ?? 0) + units);
}

export function addPoints(history: SalesHistory, customerId: string, points: number) {
  history.pointsChange.set(customerId, (history.pointsChange.get(customerId) ?? 0) + points);
}
