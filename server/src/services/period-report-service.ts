import { isSoldByWeight } from '@tillwise/core/catalog/sold-by';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import { datesBetween } from '@tillwise/core/report/business-date';
import {
  averageCents,
  breakageRate,
  defaultReportReorderLevel,
  inventoryStatus,
  loyaltyLiabilityCents,
  marginPercent,
  pointValue,
  salesSummary,
  unitCostCents,
} from '@tillwise/core/report/report-maths';
import type { SalesTotals } from '@tillwise/core/report/report-maths';
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
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { StoreSummary } from '@tillwise/core/store/store-schemas';
import type { Db } from '../db/database';
import { findCategories } from '../db/repositories/catalog-repository';
import * as reportRepository from '../db/repositories/period-report-repository';
import { taxesCollected } from './tax-report-service';
import { findOverShortByCloser } from '../db/repositories/shift-repository';
import { findStores } from '../db/repositories/store-repository';
import { forbidden } from '../lib/errors';
import { storesOf } from './store-service';

/** The stores a report covers, and whether it was asked for the whole chain (which adds the by-store rows). */
export interface ReportScope {
  stores: StoreSummary[];
  wholeChain: boolean;
}

/**
 * A report covers the session's store unless another is asked for; 'all' covers every store this member may see.
 * A store they may not see is refused.
 */
export async function reportScope(
  db: Db,
  staff: Pick<StaffMember, 'id' | 'role'>,
  sessionStoreId: string,
  requested: string | undefined,
): Promise<ReportScope> {
  const visible = await storesOf(db, staff);
  if (requested === 'all') {
    if (visible.length === 0) throw forbidden('You are not assigned to any store');
    return { stores: visible, wholeChain: true };
  }
  const store = visible.find((candidate) => candidate.id === (requested ?? sessionStoreId));
  if (!store) throw forbidden("You may not see that store's reports", [{ path: 'store', message: 'Not your store' }]);
  return { stores: [store], wholeChain: false };
}

/** Scheduled reports cover the whole chain, whoever saved them. */
export async function chainScope(db: Db): Promise<ReportScope> {
  const stores = (await findStores(db)).map(({ id, name }) => ({ id, name }));
  return { stores, wholeChain: true };
}

const idsOf = (scope: ReportScope) => scope.stores.map((store) => store.id);

const n = (value: number | string | null | undefined) => Number(value ?? 0);

const totalsOf = (row: {
  transactions: number;
  items: number;
  gross_cents: number;
  discount_cents: number;
  tax_cents: number;
  refunded_cents: number;
  refunded_tax_cents: number;
}): SalesTotals => ({
  transactions: n(row.transactions),
  items: n(row.items),
  grossCents: n(row.gross_cents),
  discountCents: n(row.discount_cents),
  taxCents: n(row.tax_cents),
  refundedCents: n(row.refunded_cents),
  refundedTaxCents: n(row.refunded_tax_cents),
});

const noSales: SalesTotals = {
  transactions: 0,
  items: 0,
  grossCents: 0,
  discountCents: 0,
  taxCents: 0,
  refundedCents: 0,
  refundedTaxCents: 0,
};

function addTotals(a: SalesTotals, b: SalesTotals): SalesTotals {
  return {
    transactions: a.transactions + b.transactions,
    items: a.items + b.items,
    grossCents: a.grossCents + b.grossCents,
    discountCents: a.discountCents + b.discountCents,
    taxCents: a.taxCents + b.taxCents,
    refundedCents: a.refundedCents + b.refundedCents,
    refundedTaxCents: a.refundedTaxCents + b.refundedTaxCents,
  };
}

/**
 * Sales tab: gross sales (price × quantity), discounts, refunds and tax over the range's business days in the
 * scope's stores; net sales are gross less discounts less refunds, all before tax; refunds count on the day and in
 * the store they were given. For the whole chain, each store's own figures beside the chain's.
 */
export async function getSalesReport(db: Db, scope: ReportScope, { from, to }: ReportRange): Promise<SalesReport> {
  const stores = idsOf(scope);
  const [perStore, daily, payments, products, categories] = await Promise.all([
    reportRepository.salesTotalsByStore(db, stores, from, to),
    reportRepository.dailyNetSales(db, stores, from, to),
    reportRepository.paymentTotals(db, stores, from, to),
    reportRepository.productTotals(db, stores, from, to),
    findCategories(db),
  ]);
  const totalsByStore = new Map(perStore.map((row) => [row.store_id, totalsOf(row)]));
  const storeTotals = scope.stores.map((store) => ({ store, totals: totalsByStore.get(store.id) ?? noSales }));
  const chain = storeTotals.reduce((sum, { totals }) => addTotals(sum, totals), noSales);
  const byDay = new Map(daily.map((row) => [row.business_date, row]));
  const byCategory = new Map<string, { quantity: number; net: number }>();
  for (const product of products) {
    const entry = byCategory.get(product.category_id) ?? { quantity: 0, net: 0 };
    byCategory.set(product.category_id, {
      // Units only: grams of goods sold by weight are not items.
      quantity: entry.quantity + (isSoldByWeight(product.sold_by as SoldBy) ? 0 : n(product.quantity)),
      net: entry.net + n(product.net_cents),
    });
  }
  return {
    summary: salesSummary(chain),
    byStore: scope.wholeChain
      ? storeTotals.map(({ store, totals }) => {
          const summary = salesSummary(totals);
          return {
            storeId: store.id,
            name: store.name,
            transactions: summary.transactions,
            netSalesCents: summary.netSalesCents,
            refundsCents: summary.refundsCents,
            averageSaleCents: summary.avgOrderCents,
          };
        })
      : [],
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
export async function getProductsReport(
  db: Db,
  scope: ReportScope,
  { from, to }: ReportRange,
): Promise<ProductsReport> {
  const rows = await reportRepository.productTotals(db, idsOf(scope), from, to);
  return {
    products: rows.map((row) => {
      const revenue = n(row.net_cents);
      const cost = n(row.cost_cents);
      return {
        productId: row.product_id,
        name: row.name,
        sku: row.sku,
        quantitySold: n(row.quantity),
        soldBy: (row.sold_by ?? 'unit') as SoldBy,
        revenueCents: revenue,
        costCents: cost,
        marginCents: revenue - cost,
        marginPercent: marginPercent(revenue, cost),
      };
    }),
  };
}

/**
 * Staff tab: each seller's transactions, sales (after discounts, before tax) and average sale over the range, in
 * the scope's stores.
 */
export async function getStaffReport(db: Db, scope: ReportScope, { from, to }: ReportRange): Promise<StaffReport> {
  const rows = await reportRepository.staffTotals(db, idsOf(scope), from, to);
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

/**
 * Inventory tab: stock on hand now in the scope's stores, summed over them (a snapshot; the range does not apply),
 * status and value at cost.
 */
export async function getInventoryReport(db: Db, scope: ReportScope): Promise<InventoryReport> {
  const rows = await reportRepository.inventoryOnHand(db, idsOf(scope));
  const items = rows.map((row) => {
    const stock = n(row.stock);
    return {
      productId: row.id,
      name: row.name,
      sku: row.sku,
      stock,
      reorderLevel: row.reorder_level ?? defaultReportReorderLevel,
      status: inventoryStatus(stock, row.reorder_level),
      stockValueCents: Math.max(0, stock) * unitCostCents(row.cost_cents, row.price_cents),
    };
  });
  return { items, totalStockValueCents: items.reduce((sum, item) => sum + item.stockValueCents, 0) };
}

/**
 * Finance tab: tax by rate, the refunds given, the loyalty programme and the tills' cash over/short over the range,
 * in the scope's stores. Customers belong to the chain, so enrolment and outstanding points are the chain's; so
 * are gift cards, and the gift card and store credit liability is the chain's as at the end of the range.
 */
export async function getFinanceReport(db: Db, scope: ReportScope, { from, to }: ReportRange): Promise<FinanceReport> {
  const stores = idsOf(scope);
  const [bands, refunds, returns, perStore, loyalty, closedShifts, tills, giftCardsCents, storeCreditCents, rounding] =
    await Promise.all([
      reportRepository.taxBandTotals(db, stores, from, to),
      reportRepository.refundsBetween(db, stores, from, to),
      reportRepository.returnsBetween(db, stores, from, to),
      reportRepository.salesTotalsByStore(db, stores, from, to),
      reportRepository.loyaltyCounts(db, stores, from, to),
      findOverShortByCloser(db, from, to),
      reportRepository.tillIdsOf(db, stores),
      reportRepository.ledgerBalanceAsOf(db, 'gift_card', to),
      reportRepository.ledgerBalanceAsOf(db, 'store_credit', to),
      reportRepository.cashRoundingBetween(db, stores, from, to),
    ]);
  const points = perStore.reduce(
    (sum, row) => ({ earned: sum.earned + n(row.loyalty_earned), redeemed: sum.redeemed + n(row.loyalty_redeemed) }),
    { earned: 0, redeemed: 0 },
  );
  return {
    taxBands: bands.map((band) => ({
      rate: band.tax_rate_bps / 100,
      taxableAmountCents: n(band.net_cents),
      taxCollectedCents: n(band.tax_cents),
    })),
    refunds: [...refunds, ...returns]
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map((refund) => ({
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
      pointsIssued: points.earned,
      pointsRedeemed: points.redeemed,
      pointValue,
      breakageRate,
      outstandingPoints: loyalty.outstanding,
      liabilityCents: loyaltyLiabilityCents(loyalty.outstanding),
    },
    cash: summariseOverShort(
      closedShifts
        .filter((row) => tills.has(row.till_id))
        .map((row) => ({
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
    liabilities: { giftCardsCents, storeCreditCents },
    cashRounding: { ...rounding, netCents: rounding.salesCents - rounding.refundsCents },
    taxes: await taxesCollected(db, stores, from, to, bands),
  };
}
