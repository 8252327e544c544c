import { datesBetween } from '@tillwise/core/report/business-date';
import {
  averageCents,
  breakageRate,
  defaultReportReorderLevel,
  inventoryStatus,
  loyaltyLiabilityCents,
  marginPercent,
  pointValue,
  unitCostCents,
} from '@tillwise/core/report/report-maths';
import type {
  FinanceReport,
  InventoryReport,
  ProductsReport,
  ReportRange,
  SalesReport,
  StaffReport,
} from '@tillwise/core/report/report-schemas';
import { paymentMethods } from '@tillwise/core/payment/tender';
import { summariseOverShort } from '@tillwise/core/shift/over-short';
import type { PaymentMethod } from '@tillwise/core/payment/tender';
import type { Role } from '@tillwise/core/staff/permissions';
import type { Db } from '../db/database';
import { findCategories } from '../db/repositories/catalog-repository';
import * as reportRepository from '../db/repositories/period-report-repository';
import { findOverShortByCloser } from '../db/repositories/shift-repository';

const n = (value: number | string | null | undefined) => Number(value ?? 0);

/**
 * Sales tab: gross sales (price × quantity), discounts, refunds and tax over the range's business days; net sales
 * are gross less discounts less refunds, all before tax; refunds count on the day they were given.
 */
export async function getSalesReport(db: Db, { from, to }: ReportRange): Promise<SalesReport> {
  const [totals, daily, payments, products, categories] = await Promise.all([
    reportRepository.salesTotals(db, from, to),
    reportRepository.dailyNetSales(db, from, to),
    reportRepository.paymentTotals(db, from, to),
    reportRepository.productTotals(db, from, to),
    findCategories(db),
  ]);
  const salesCents = n(totals.gross_cents) - n(totals.discount_cents);
  const refundsCents = n(totals.refunded_cents) - n(totals.refunded_tax_cents);
  const byDay = new Map(daily.map((row) => [row.business_date, row]));
  const byCategory = new Map<string, { quantity: number; net: number }>();
  for (const product of products) {
    const entry = byCategory.get(product.category_id) ?? { quantity: 0, net: 0 };
    byCategory.set(product.category_id, {
      quantity: entry.quantity + n(product.quantity),
      net: entry.net + n(product.net_cents),
    });
  }
  return {
    summary: {
      grossSalesCents: n(totals.gross_cents),
      discountsCents: n(totals.discount_cents),
      refundsCents,
      netSalesCents: salesCents - refundsCents,
      taxCents: n(totals.tax_cents) - n(totals.refunded_tax_cents),
      transactions: n(totals.transactions),
      avgOrderCents: averageCents(salesCents, n(totals.transactions)),
      itemsSold: n(totals.items),
    },
    daily: datesBetween(from, to).map((date) => {
      const row = byDay.get(date);
      const sales = n(row?.sales_cents);
      const refunds = n(row?.refunds_cents);
      return { date, salesCents: sales, refundsCents: refunds, netSalesCents: sales - refunds };
    }),
    paymentMethods: paymentMethods.map((method) => {
      const row = payments.find((payment) => payment.method === method);
      return { method: method as PaymentMethod, amountCents: n(row?.amount_cents), count: n(row?.payment_count) };
    }),
    categorySales: categories.map((category) => ({
      categoryId: category.id,
      name: category.name,
      color: category.color,
      quantity: byCategory.get(category.id)?.quantity ?? 0,
      netSalesCents: byCategory.get(category.id)?.net ?? 0,
    })),
  };
}

/** Products tab: units sold, revenue (after discounts, before tax), cost (60 % of price when unknown) and margin. */
export async function getProductsReport(db: Db, { from, to }: ReportRange): Promise<ProductsReport> {
  const rows = await reportRepository.productTotals(db, from, to);
  return {
    products: rows.map((row) => {
      const revenue = n(row.net_cents);
      const cost = n(row.cost_cents);
      return {
        productId: row.product_id,
        name: row.name,
        sku: row.sku,
        quantitySold: n(row.quantity),
        revenueCents: revenue,
        costCents: cost,
        marginCents: revenue - cost,
        marginPercent: marginPercent(revenue, cost),
      };
    }),
  };
}

/** Staff tab: each seller's transactions, sales (after discounts, before tax) and average sale over the range. */
export async function getStaffReport(db: Db, { from, to }: ReportRange): Promise<StaffReport> {
  const rows = await reportRepository.staffTotals(db, from, to);
  return {
    staff: rows.map((row) => ({
      userId: row.id,
      name: row.name,
      role: row.role as Role,
      transactions: n(row.transactions),
      salesCents: n(row.sales_cents),
      averageSaleCents: averageCents(n(row.sales_cents), n(row.transactions)),
    })),
  };
}

/** Inventory tab: stock on hand now (a snapshot; the range does not apply), status and value at cost. */
export async function getInventoryReport(db: Db): Promise<InventoryReport> {
  const rows = await reportRepository.inventoryOnHand(db);
  const items = rows.map((row) => ({
    productId: row.id,
    name: row.name,
    sku: row.sku,
    stock: row.stock,
    reorderLevel: row.reorder_level ?? defaultReportReorderLevel,
    status: inventoryStatus(row.stock, row.reorder_level),
    stockValueCents: Math.max(0, row.stock) * unitCostCents(row.cost_cents, row.price_cents),
  }));
  return { items, totalStockValueCents: items.reduce((sum, item) => sum + item.stockValueCents, 0) };
}

/** Finance tab: tax by rate, the refunds given, and the loyalty programme over the range. */
export async function getFinanceReport(db: Db, { from, to }: ReportRange): Promise<FinanceReport> {
  const [bands, refunds, totals, loyalty, closedShifts] = await Promise.all([
    reportRepository.taxBandTotals(db, from, to),
    reportRepository.refundsBetween(db, from, to),
    reportRepository.salesTotals(db, from, to),
    reportRepository.loyaltyCounts(db, from, to),
    findOverShortByCloser(db, from, to),
  ]);
  return {
    taxBands: bands.map((band) => ({
      rate: band.tax_rate_bps / 100,
      taxableAmountCents: n(band.net_cents),
      taxCollectedCents: n(band.tax_cents),
    })),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      number: refund.number,
      saleId: refund.order_id,
      date: refund.created_at,
      amountCents: refund.amount_cents,
      reason: refund.reason,
      items: n(refund.items),
      staff: refund.staff,
    })),
    loyalty: {
      enrolledCustomers: loyalty.enrolled,
      activeCustomers: loyalty.active,
      pointsIssued: n(totals.loyalty_earned),
      pointsRedeemed: n(totals.loyalty_redeemed),
      pointValue,
      breakageRate,
      outstandingPoints: loyalty.outstanding,
      liabilityCents: loyaltyLiabilityCents(loyalty.outstanding),
    },
    cash: summariseOverShort(
      closedShifts.map((row) => ({
        userId: row.user_id ?? '',
        userName: row.user_name,
        tillId: row.till_id,
        tillName: row.till_name,
        shifts: n(row.shifts),
        overCents: n(row.over),
        shortCents: n(row.short),
        flagged: n(row.flagged),
      })),
    ),
  };
}
