import { lowStockStatus } from '@tillwise/core/inventory/stock-status';
import { dashboardWindowDays } from '@tillwise/core/report/dashboard-schemas';
import type { Dashboard, StockAlerts } from '@tillwise/core/report/dashboard-schemas';
import type { Db } from '../db/database';
import * as reportRepository from '../db/repositories/report-repository';

const dayMs = 86_400_000;
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** Net sales per day (sales less refunds) for `days` UTC days ending with `now`'s day. */
async function netSalesByDay(db: Db, firstDay: Date, days: number) {
  const from = firstDay.toISOString();
  const to = new Date(firstDay.getTime() + days * dayMs).toISOString();
  const [sales, refunds] = await Promise.all([
    reportRepository.salesByDay(db, from, to),
    reportRepository.refundsByDay(db, from, to),
  ]);
  const net = new Map<string, number>();
  for (const row of sales) net.set(row.day, (net.get(row.day) ?? 0) + Number(row.cents));
  for (const row of refunds) net.set(row.day, (net.get(row.day) ?? 0) - Number(row.cents));
  return Array.from({ length: days }, (_, index) => {
    const date = utcDay(new Date(firstDay.getTime() + index * dayMs));
    return { day: index + 1, date, amountCents: net.get(date) ?? 0 };
  });
}

/**
 * The dashboard: net sales of the last 14 days (today included) against the 14 before, average per day, products,
 * low stock, the 5 products closest to running out, the 4 latest sales and the 4 best sellers of the window.
 */
export async function getDashboard(db: Db, now: Date): Promise<Dashboard> {
  const today = new Date(`${utcDay(now)}T00:00:00.000Z`);
  const windowStart = new Date(today.getTime() - (dashboardWindowDays - 1) * dayMs);
  const previousStart = new Date(windowStart.getTime() - dashboardWindowDays * dayMs);
  const windowEnd = new Date(today.getTime() + dayMs).toISOString();

  const [daily, previousDaily, totalProducts, previousTotalProducts, lowStockCount, lowest, recent, popular] =
    await Promise.all([
      netSalesByDay(db, windowStart, dashboardWindowDays),
      netSalesByDay(db, previousStart, dashboardWindowDays),
      reportRepository.countProducts(db),
      reportRepository.countProducts(db, windowStart.toISOString()),
      reportRepository.countLowStock(db),
      reportRepository.lowestStock(db, 5),
      reportRepository.latestSales(db, 4),
      reportRepository.bestSellers(db, windowStart.toISOString(), windowEnd, 4),
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
      status: lowStockStatus(p.stock, p.reorder_level),
    })),
    recentSales: recent.map((s) => ({
      id: s.id,
      number: s.number,
      totalCents: s.total_cents,
      completedAt: s.completed_at ?? '',
    })),
    popularProducts: popular.map((p) => ({ productId: p.product_id, name: String(p.name), sold: Number(p.sold) })),
  };
}

/** Products at or below their reorder level, the most urgent first (critical at or below half the level). */
export async function getStockAlerts(db: Db, limit = 20): Promise<StockAlerts> {
  const [count, products] = await Promise.all([
    reportRepository.countLowStock(db),
    reportRepository.lowestStock(db, limit, true),
  ]);
  return {
    count,
    alerts: products.map((p) => ({
      productId: p.id,
      name: p.name,
      sku: p.sku,
      stock: p.stock,
      reorderLevel: p.reorder_level,
      status: lowStockStatus(p.stock, p.reorder_level) === 'critical' ? 'critical' : 'low',
    })),
  };
}
