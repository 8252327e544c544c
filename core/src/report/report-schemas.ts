import { z } from 'zod';
import { soldByOptions } from '../catalog/sold-by';
import { paymentMethods } from '../payment/tender';
import { cashReportSchema } from '../shift/over-short';
import { roles } from '../staff/permissions';
import { reportStoreSchema } from '../store/store-schemas';
import { refusal } from '../i18n/core-message';
import { reportMessages } from './report-messages';

export const reportTabs = ['sales', 'products', 'staff', 'inventory', 'finance'] as const;
export type ReportTab = (typeof reportTabs)[number];

/** The longest range a report covers, in days: ten years. */
export const maxReportDays = 3660;

const dateText = z.iso.date(refusal(reportMessages.dateLike));

const inOrder = (range: { from: string; to: string }) => range.from <= range.to;
const notTooLong = (range: { from: string; to: string }) =>
  (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 < maxReportDays;
const inOrderMessage = { path: ['to'], ...refusal(reportMessages.endBeforeStart) };
const notTooLongMessage = { path: ['from'], ...refusal(reportMessages.rangeTooLong) };

/** A report's business days, both ends included ('yyyy-MM-dd' in the store's time zone). */
export const reportRangeSchema = z
  .object({ from: dateText, to: dateText })
  .refine(inOrder, inOrderMessage)
  .refine(notTooLong, notTooLongMessage);
export type ReportRange = z.infer<typeof reportRangeSchema>;

/** A report tab's query: its range and the store it covers (the session's store when left out; 'all' = chain). */
export const reportQuerySchema = z
  .object({ from: dateText, to: dateText, store: reportStoreSchema.optional() })
  .refine(inOrder, inOrderMessage)
  .refine(notTooLong, notTooLongMessage);
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const cents = z.number().int();

export const salesSummarySchema = z.object({
  grossSalesCents: cents,
  discountsCents: cents,
  refundsCents: cents,
  netSalesCents: cents,
  taxCents: cents,
  transactions: z.number().int(),
  avgOrderCents: cents,
  itemsSold: z.number().int(),
});
export type SalesSummary = z.infer<typeof salesSummarySchema>;

/** One store's part of a chain's sales: the figures of its own Sales Summary. */
export const storeSalesSchema = z.object({
  storeId: z.string(),
  name: z.string(),
  transactions: z.number().int(),
  netSalesCents: cents,
  refundsCents: cents,
  averageSaleCents: cents,
});
export type StoreSales = z.infer<typeof storeSalesSchema>;

export const salesReportSchema = z.object({
  summary: salesSummarySchema,
  /** With every store (store=all): one row per store, in the chain's order, adding up to the summary; else empty. */
  byStore: z.array(storeSalesSchema),
  /** Every day of the range, oldest first, including days without sales. */
  daily: z.array(z.object({ date: z.string(), salesCents: cents, refundsCents: cents, netSalesCents: cents })),
  paymentMethods: z.array(z.object({ method: z.enum(paymentMethods), amountCents: cents, count: z.number().int() })),
  categorySales: z.array(
    z.object({
      categoryId: z.string(),
      name: z.string(),
      color: z.string().nullable(),
      /** Units of the goods sold by the unit. */
      quantity: z.number().int(),
      /** The weight of the goods sold by weight, one figure a unit (thousandths of it), never added to the units. */
      weights: z.array(z.object({ soldBy: z.enum(soldByOptions), quantity: z.number().int() })),
      netSalesCents: cents,
    }),
  ),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

export const productsReportSchema = z.object({
  products: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      sku: z.string(),
      /** Units, or thousandths of its unit when the product is sold by weight. */
      quantitySold: z.number().int(),
      soldBy: z.enum(soldByOptions),
      revenueCents: cents,
      costCents: cents,
      marginCents: cents,
      marginPercent: z.number(),
    }),
  ),
});
export type ProductsReport = z.infer<typeof productsReportSchema>;

export const staffReportSchema = z.object({
  staff: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      role: z.enum(roles),
      transactions: z.number().int(),
      salesCents: cents,
      averageSaleCents: cents,
    }),
  ),
});
export type StaffReport = z.infer<typeof staffReportSchema>;

export const inventoryReportSchema = z.object({
  items: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      sku: z.string(),
      soldBy: z.enum(soldByOptions),
      /** Units, or thousandths of the unit of a product sold by weight. */
      stock: z.number().int(),
      /** The product's level, or 5 of its unit when it has none. */
      reorderLevel: z.number().int(),
      status: z.enum(['low', 'medium', 'good']),
      stockValueCents: cents,
    }),
  ),
  totalStockValueCents: cents,
});
export type InventoryReport = z.infer<typeof inventoryReportSchema>;

export const financeReportSchema = z.object({
  taxBands: z.array(z.object({ rate: z.number(), taxableAmountCents: cents, taxCollectedCents: cents })),
  refunds: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      /** Null for a return without receipt (RET-001), which belongs to no sale. */
      saleId: z.string().nullable(),
      date: z.string(),
      amountCents: cents,
      reason: z.string(),
      items: z.number().int(),
      staff: z.string(),
    }),
  ),
  loyalty: z.object({
    enrolledCustomers: z.number().int(),
    activeCustomers: z.number().int(),
    pointsIssued: z.number().int(),
    pointsRedeemed: z.number().int(),
    pointValue: z.number(),
    breakageRate: z.number(),
    outstandingPoints: z.number().int(),
    liabilityCents: cents,
  }),
  /** Over/short of the shifts that traded in the range, by the staff who closed them and by till. */
  cash: cashReportSchema,
  /**
   * What the chain owes customers at the end of the range's last day: every gift card's and every customer's
   * store credit balance then (chain-wide, like the cards and customers themselves).
   */
  liabilities: z.object({
    giftCardsCents: cents,
    storeCreditCents: cents,
    /** Paid onto layaways not yet completed at the end of the range: the goods are the customer's once paid. */
    layawayDepositsCents: cents.default(0),
    /** Special orders' deposits for orders not yet collected at the end of the range. */
    specialOrderDepositsCents: cents.default(0),
  }),
  /**
   * Layaways over the range, in the scope's stores: deposits and instalments taken, what cancellations gave back
   * and the fees they kept (income), and what completed layaways turned into sales.
   */
  layaways: z
    .object({ depositsCents: cents, refundsCents: cents, feesCents: cents, completedCents: cents })
    .default({ depositsCents: 0, refundsCents: 0, feesCents: 0, completedCents: 0 }),
  /** Special orders over the range: deposits taken, deposits given back on cancellation, those collected as sales. */
  specialOrders: z
    .object({ depositsCents: cents, refundsCents: cents, completedCents: cents })
    .default({ depositsCents: 0, refundsCents: 0, completedCents: 0 }),
  /**
   * What trade customers owe the chain at the end of the range's last day (their accounts are chain-wide), and how
   * old it is: the unpaid part of each invoice by the days since it was sold.
   */
  receivables: z
    .object({
      owedCents: cents,
      current: cents,
      days30: cents,
      days60: cents,
      days90: cents,
      customers: z.number().int(),
    })
    .default({ owedCents: 0, current: 0, days30: 0, days60: 0, days90: 0, customers: 0 }),
  /**
   * Cash rounding over the range (stores that round cash to 5 or 10 cents): what it added to sales (negative when
   * it came to less), what refunds' rounding gave back, and the net the drawers hold for it.
   */
  cashRounding: z.object({ salesCents: cents, refundsCents: cents, netCents: cents }),
  /** Tax collected per tax (name and rate): the main tax by rate, then each additional tax (a city tax, say). */
  taxes: z.array(z.object({ name: z.string(), rate: z.number(), taxCollectedCents: cents })),
});
export type FinanceReport = z.infer<typeof financeReportSchema>;
