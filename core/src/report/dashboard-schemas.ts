import { z } from 'zod';
import { soldByOptions } from '../catalog/sold-by';

/** The dashboard window: the last 14 days, compared with the 14 before. */
export const dashboardWindowDays = 14;

export const dashboardSchema = z.object({
  totalSalesCents: z.number().int(),
  previousTotalSalesCents: z.number().int(),
  averageDailySalesCents: z.number().int(),
  previousAverageDailySalesCents: z.number().int(),
  totalProducts: z.number().int(),
  previousTotalProducts: z.number().int(),
  lowStockCount: z.number().int(),
  /** Day 1 is the oldest of the 14 days, day 14 is today. */
  daily: z.array(z.object({ day: z.number().int(), date: z.string(), amountCents: z.number().int() })),
  lowStock: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      sku: z.string(),
      /** Units, or thousandths of the unit it is weighed in (see soldBy). */
      stock: z.number().int(),
      reorderLevel: z.number().int().nullable(),
      soldBy: z.enum(soldByOptions),
      status: z.enum(['critical', 'low', 'Ok']),
    }),
  ),
  recentSales: z.array(
    z.object({ id: z.string(), number: z.string(), totalCents: z.number().int(), completedAt: z.string() }),
  ),
  popularProducts: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      /** Units sold, or the weight sold in thousandths of its unit. */
      sold: z.number().int(),
      soldBy: z.enum(soldByOptions),
      /** What it sold for (after discounts and refunds, before tax): what the four are ranked by. */
      netSalesCents: z.number().int(),
    }),
  ),
  /** Open layaways past their due date at this store (the oldest first, at most five), and how many there are. */
  overdueLayaways: z
    .object({
      count: z.number().int(),
      items: z.array(
        z.object({
          id: z.string(),
          number: z.string(),
          customerName: z.string(),
          dueDate: z.string(),
          balanceCents: z.number().int(),
        }),
      ),
    })
    .default({ count: 0, items: [] }),
  /** Special orders whose goods have arrived, waiting for their customer (longest waiting first, at most five). */
  readySpecialOrders: z
    .object({
      count: z.number().int(),
      items: z.array(
        z.object({
          id: z.string(),
          number: z.string(),
          customerName: z.string(),
          name: z.string(),
          readyAt: z.string(),
          balanceCents: z.number().int(),
        }),
      ),
    })
    .default({ count: 0, items: [] }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** Low and critical stock alerts for the header's notifications. */
export const stockAlertsSchema = z.object({
  count: z.number().int(),
  alerts: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      sku: z.string(),
      stock: z.number().int(),
      reorderLevel: z.number().int().nullable(),
      soldBy: z.enum(soldByOptions),
      status: z.enum(['critical', 'low']),
    }),
  ),
});
export type StockAlerts = z.infer<typeof stockAlertsSchema>;
