import { isSoldByWeight } from '@tillwise/core/catalog/sold-by';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import { paymentMethods } from '@tillwise/core/payment/tender';
import type { PaymentMethod } from '@tillwise/core/payment/tender';
import { datesBetween } from '@tillwise/core/report/business-date';
import { salesSummary } from '@tillwise/core/report/report-maths';
import type { SalesTotals } from '@tillwise/core/report/report-maths';
import type { ReportRange, SalesReport } from '@tillwise/core/report/report-schemas';
import type { Db } from '../db/database';
import { findCategories } from '../db/repositories/catalog-repository';
import * as reportRepository from '../db/repositories/period-report-repository';
import * as productReportRepository from '../db/repositories/product-report-repository';
import { storeIdsOf } from './period-report-service';
import type { ReportScope } from './period-report-service';

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
  const stores = storeIdsOf(scope);
  const [perStore, daily, payments, products, categories] = await Promise.all([
    reportRepository.salesTotalsByStore(db, stores, from, to),
    reportRepository.dailyNetSales(db, stores, from, to),
    reportRepository.paymentTotals(db, stores, from, to),
    productReportRepository.productTotals(db, stores, from, to),
    findCategories(db),
  ]);
  const totalsByStore = new Map(perStore.map((row) => [row.store_id, totalsOf(row)]));
  const storeTotals = scope.stores.map((store) => ({ store, totals: totalsByStore.get(store.id) ?? noSales }));
  const chain = storeTotals.reduce((sum, { totals }) => addTotals(sum, totals), noSales);
  const byDay = new Map(daily.map((row) => [row.business_date, row]));
  const byCategory = new Map<string, { quantity: number; weights: Map<SoldBy, number>; net: number }>();
  for (const product of products) {
    const entry = byCategory.get(product.category_id) ?? { quantity: 0, weights: new Map(), net: 0 };
    const soldBy = product.sold_by as SoldBy;
    // Units are items; a weight is a weight, summed with the weights of its own unit only.
    if (isSoldByWeight(soldBy)) entry.weights.set(soldBy, (entry.weights.get(soldBy) ?? 0) + n(product.quantity));
    else entry.quantity += n(product.quantity);
    entry.net += n(product.net_cents);
    byCategory.set(product.category_id, entry);
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
      weights: [...(byCategory.get(category.id)?.weights ?? new Map<SoldBy, number>())]
        .filter(([, quantity]) => quantity !== 0)
        .map(([soldBy, quantity]) => ({ soldBy, quantity })),
      netSalesCents: byCategory.get(category.id)?.net ?? 0,
    })),
  };
}
