import * as layawayRepository from '../db/repositories/layaway-repository';
import * as specialOrderRepository from '../db/repositories/special-order-repository';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import { lowStockStatus } from '@tillwise/core/inventory/stock-status';
import { dashboardWindowDays } from '@tillwise/core/report/dashboard-schemas';
import type { Dashboard, StockAlerts } from '@tillwise/core/report/dashboard-schemas';
import { addDays, businessDate, datesBetween } from '@tillwise/core/report/business-date';
import type { Db } from '../db/database';
import { dailyNetSales } from '../db/repositories/period-report-repository';
import * as reportRepository from '../db/repositories/report-repository';
import { getStoreTimeZone } from './settings-service';

/** Net sales (after discounts and refunds, before tax) of each business day from `first`, for `days` days. */
async function netSalesByDay(db: Db, storeId: string, first: string, days: number) {
  const last = addDays(first, days - 1);
  const rows = await dailyNetSales(db, [storeId], first, last);
  const net = new Map(rows.map((row) => [row.business_date, Number(row.sales_cents) - Number(row.refunds_cents)]));
  return datesBetween(first, last).map((date, index) => ({ day: index + 1, date, amountCents: net.get(date) ?? 0 }));
}

/**
 * The dashboard of the session's store: its net sales of the last 14 business days (today included) against the
 * 14 before, average per day, the chain's products, its low stock, the 5 products closest to running out there,
 * its 4 latest sales and its 4 best sellers of the window (by sales, with the units or weight each sold). Days are the store's business days, as in Reports.
 */
export async function getDashboard(db: Db, storeId: string, now: Date): Promise<Dashboard> {
  const today = businessDate(now, await getStoreTimeZone(db, storeId));
  const windowStart = addDays(today, -(dashboardWindowDays - 1));
  const previousStart = addDays(windowStart, -dashboardWindowDays);
  // Products added before the window's first local midnight, near enough: a day either way moves no percentage.
  const windowStartInstant = new Date(now.getTime() - (dashboardWindowDays - 1) * 86_400_000).toISOString();

  const [
    daily,
    previousDaily,
    totalProducts,
    previousTotalProducts,
    lowStockCount,
    lowest,
    recent,
    popular,
    overdue,
    ready,
  ] = await Promise.all([
    netSalesByDay(db, storeId, windowStart, dashboardWindowDays),
    netSalesByDay(db, storeId, previousStart, dashboardWindowDays),
    reportRepository.countProducts(db),
    reportRepository.countProducts(db, windowStartInstant),
    reportRepository.countLowStock(db, storeId),
    reportRepository.lowestStock(db, storeId, 5),
    reportRepository.latestSales(db, storeId, 4),
    reportRepository.bestSellers(db, storeId, windowStart, today, 4),
    layawayRepository.findOverdueLayaways(db, storeId, today, 5),
    specialOrderRepository.findReadySpecialOrders(db, storeId, 5),
  ]);
  const sum = (days: { amountCents: number }[]) => days.reduce((acc, day) => acc + day.amountCents, 0);
  const totalSalesCents = sum(daily);
  const previousTotalSalesCents = sum(previousDaily);
  return {
    totalSalesCents,
    previousTotalSalesCents,
    averageDailySalesCents: Math.round(totalSalesCents / dashboardWindowDays),
    previousAverageDailySalesCents: Math.round(previousTotalSalesCents / dashboardWindowDays),
    totalProducts,
    previousTotalProducts,
    lowStockCount,
    daily,
    lowStock: lowest.map((p) => ({
      id: p.id,
      name: p.name,
      sku: p.sku,
      stock: p.stock,
      reorderLevel: p.reorder_level,
      soldBy: p.sold_by as SoldBy,
      status: lowStockStatus(p.stock, p.reorder_level),
    })),
    recentSales: recent.map((s) => ({
      id: s.id,
      number: s.number,
      totalCents: s.total_cents,
      completedAt: s.completed_at ?? '',
    })),
    popularProducts: popular.map((p) => ({
      productId: p.product_id,
      name: String(p.name),
      sold: Number(p.sold),
      soldBy: p.sold_by as SoldBy,
      netSalesCents: Number(p.net_cents),
    })),
    overdueLayaways: {
      count: overdue.count,
      items: overdue.rows.map((row) => ({
        id: row.id,
        number: row.number,
        customerName: row.customer_name,
        dueDate: row.due_date,
        balanceCents: Number(row.total_cents) - Number(row.paid_cents),
      })),
    },
    readySpecialOrders: {
      count: ready.count,
      items: ready.rows.map((row) => ({
        id: row.id,
        number: row.number,
        customerName: row.customer_name,
        name: row.name,
        readyAt: row.ready_at ?? '',
        balanceCents: Number(row.total_cents) - Number(row.paid_cents),
      })),
    },
  };
}

/**
 * Products at or below their reorder level in the session's store, the most urgent first (critical at or below
 * half the level).
 */
export async function getStockAlerts(db: Db, storeId: string, limit = 20): Promise<StockAlerts> {
  const [count, products] = await Promise.all([
    reportRepository.countLowStock(db, storeId),
    reportRepository.lowestStock(db, storeId, limit, true),
  ]);
  return {
    count,
    alerts: products.map((p) => ({
      productId: p.id,
      name: p.name,
      sku: p.sku,
      stock: p.stock,
      reorderLevel: p.reorder_level,
      soldBy: p.sold_by as SoldBy,
      status: lowStockStatus(p.stock, p.reorder_level) === 'critical' ? 'critical' : 'low',
    })),
  };
}
