// What followed some of report.bench.ts's sales: a refund of the first line, or a return without receipt.
import { addDays } from '../core/src/report/business-date';
import { lastDay } from './report-chain';
import type { BenchProduct, Rows } from './report-chain';
import { lineTaxes } from './report-history-rows';
import type { History, HistorySale } from './report-history-rows';

/** The sale's first line refunded within a week, to the tender it was paid with; returns the amount refunded. */
export function refundFirstLine(
  chunk: History,
  sale: HistorySale,
  line: Rows<'order_lines'>[number],
  payment: Rows<'payments'>[number],
): number {
  const { order } = sale;
  const refundId = `r${order}`;
  const refundDate = [addDays(sale.date, order % 7), lastDay].sort()[0]!;
  chunk.refunds.push({
    id: refundId,
    number: `REF-${order}`,
    order_id: sale.id,
    user_id: sale.user,
    reason: 'Damaged',
    subtotal_cents: line.total_cents - line.tax_cents,
    discount_cents: 0,
    tax_cents: line.tax_cents,
    amount_cents: line.total_cents,
    loyalty_reversed: 0,
    created_at: `${refundDate}T15:00:00.000Z`,
    business_date: refundDate,
    till_id: sale.till,
    shift_id: null,
    store_id: sale.store,
  });
  chunk.refund_lines.push({
    id: `${refundId}-0`,
    refund_id: refundId,
    order_line_id: line.id!,
    quantity: line.quantity,
    tax_cents: line.tax_cents,
    amount_cents: line.total_cents,
  });
  chunk.refund_tenders.push({
    id: `${refundId}-t`,
    refund_id: refundId,
    payment_id: payment.id,
    method: payment.method,
    amount_cents: line.total_cents,
    reference: null,
  });
  return line.total_cents;
}

/** A return without receipt of one unit of a product: to store credit when the sale has a customer, else cash. */
export function returnWithoutReceipt(chunk: History, sale: HistorySale, p: BenchProduct) {
  const { order, customer } = sale;
  const returnTax = lineTaxes(p, 1, sale.inFirst);
  const returnId = `rt${order}`;
  const amount = p.price + returnTax.tax;
  const toCredit = customer !== null;
  chunk.returns.push({
    id: returnId,
    number: `RET-${order}`,
    store_id: sale.store,
    till_id: sale.till,
    shift_id: null,
    user_id: sale.user,
    approved_by: null,
    customer_id: customer,
    tender: toCredit ? 'store_credit' : 'cash',
    reason: 'No receipt',
    subtotal_cents: p.price,
    tax_cents: returnTax.tax,
    amount_cents: amount,
    created_at: sale.at,
    business_date: sale.date,
  });
  chunk.return_lines.push({
    id: `${returnId}-0`,
    return_id: returnId,
    product_id: p.id,
    name: 'x',
    sku: 'x',
    quantity: 1,
    unit_price_cents: p.price,
    tax_rate_bps: p.tax,
    taxes_json: returnTax.json,
    tax_cents: returnTax.tax,
    amount_cents: amount,
    sold_by: null,
    unit_cost_cents: p.cost,
  });
  if (customer) {
    chunk.store_credit_ledger.push({
      store_id: sale.store,
      user_id: sale.user,
      business_date: sale.date,
      created_at: sale.at,
      id: `scl${returnId}`,
      customer_id: customer,
      kind: 'refund',
      amount_cents: amount,
      balance_after_cents: amount,
      order_id: null,
      refund_id: returnId,
      reason: 'Return without receipt',
    });
  }
}
