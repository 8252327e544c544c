// The sales history of report.bench.ts's chain, a chunk of orders at a time with what followed them (gift cards,
// store credit, refunds, returns without receipt). Deterministic, so both databases get the same rows.
import { addDays } from '../core/src/report/business-date';
import { createRandom } from '../server/src/setup/seed/random';
import {
  customerCount,
  days,
  lastDay,
  productCount,
  secondStore,
  secondTill,
  staffCount,
  targetLines,
} from './report-chain';
import type { BenchProduct, ChainStores, Rows } from './report-chain';
import { historyTables, lineTaxes } from './report-history-rows';
import type { History, HistorySale } from './report-history-rows';
import { refundFirstLine, returnWithoutReceipt } from './report-history-returns';

const methods = ['card', 'cash', 'voucher', 'loyalty'];
const ordersPerChunk = 2_000;

/** A sale's three lines, a random product each, with their sums. */
function saleLines(sale: HistorySale, pick: () => BenchProduct, quantityOf: () => number) {
  const lines: Rows<'order_lines'> = [];
  let subtotal = 0;
  let tax = 0;
  let items = 0;
  for (let position = 0; position < 3; position += 1) {
    const p = pick();
    const quantity = quantityOf();
    const lineTax = lineTaxes(p, quantity, sale.inFirst);
    subtotal += p.price * quantity;
    tax += lineTax.tax;
    items += quantity;
    lines.push({
      id: `${sale.id}-${position}`,
      order_id: sale.id,
      position,
      product_id: p.id,
      name: 'x',
      sku: 'x',
      unit_price_cents: p.price,
      unit_cost_cents: p.cost,
      quantity,
      discount_cents: 0,
      tax_rate_bps: p.tax,
      tax_cents: lineTax.tax,
      total_cents: p.price * quantity + lineTax.tax,
      taxes_json: lineTax.json,
    });
  }
  return { lines, subtotal, tax, items };
}

/**
 * How a sale is paid: one in 97 also sells a $25.00 gift card, which a sale 45 later spends; one customer's sale in
 * 71 is paid partly with store credit; the rest by card, or cash one in four. Gift cards and ledgers go in the chunk.
 */
function saleTenders(chunk: History, sale: HistorySale, total: number, giftCardSold: number) {
  const { order, id, at } = sale;
  const payments: Rows<'payments'> = [];
  const pay = (method: string, amount: number, reference: string | null = null) =>
    payments.push({
      id: `${id}-pay${payments.length}`,
      order_id: id,
      method,
      status: 'completed',
      amount_cents: amount,
      change_cents: 0,
      reference,
      created_at: at,
    });
  const ledgerEntry = { store_id: sale.store, user_id: sale.user, business_date: sale.date, created_at: at };
  if (giftCardSold > 0) {
    chunk.gift_cards.push({
      id: `gc${order}`,
      code: `GC${order}`,
      balance_cents: giftCardSold,
      issued_at: at,
      issued_store_id: sale.store,
      last_used_at: null,
    });
    chunk.gift_card_ledger.push({
      ...ledgerEntry,
      id: `gcl${order}`,
      gift_card_id: `gc${order}`,
      kind: 'issue',
      amount_cents: giftCardSold,
      balance_after_cents: giftCardSold,
      order_id: id,
      refund_id: null,
    });
  }
  let due = total + giftCardSold;
  if (order % 97 === 50) {
    const spent = Math.min(due, 2_500);
    pay('voucher', spent, `GC${order - 45}`);
    chunk.gift_card_ledger.push({
      ...ledgerEntry,
      id: `gcl${order}`,
      gift_card_id: `gc${order - 45}`,
      kind: 'redeem',
      amount_cents: -spent,
      balance_after_cents: 2_500 - spent,
      order_id: id,
      refund_id: null,
    });
    due -= spent;
  } else if (sale.customer && order % 213 === 3) {
    const spent = Math.min(due, 1_500);
    pay('store_credit', spent);
    chunk.store_credit_ledger.push({
      ...ledgerEntry,
      id: `scl${order}`,
      customer_id: sale.customer,
      kind: 'redeem',
      amount_cents: -spent,
      balance_after_cents: 0,
      order_id: id,
      refund_id: null,
      reason: '',
    });
    due -= spent;
  }
  if (due > 0) pay(methods[order % 4 === 3 ? 1 : 0] ?? 'card', due);
  return payments;
}

/**
 * The sales, a chunk of orders at a time with their lines and payments, and what followed them: three in five in
 * the first store, the rest in the second, each sold by that store's staff. One sale in 50 has its first line
 * refunded within a week; one in 150 comes with a return without receipt of another product (report-history-returns.ts).
 */
export function* salesChunks(stores: ChainStores, products: BenchProduct[]) {
  const random = createRandom(12);
  const firstDay = addDays(lastDay, -(days - 1));
  const half = staffCount / 2;
  const pick = () => products[random.int(0, productCount - 1)] ?? products[0]!;
  let lines = 0;
  let order = 0;
  while (lines < targetLines) {
    const chunk: History = Object.fromEntries(historyTables.map((table) => [table, []])) as unknown as History;
    for (let batch = 0; batch < ordersPerChunk && lines < targetLines; batch += 1) {
      const date = addDays(firstDay, Math.floor((order * days) / (targetLines / 3)) % days);
      const inFirst = order % 5 < 3;
      const sale: HistorySale = {
        order,
        id: `o${order}`,
        date,
        at: `${date}T12:00:00.000Z`,
        inFirst,
        store: inFirst ? stores.first : secondStore,
        till: inFirst ? stores.firstTill : secondTill,
        user: `u${(order % half) + (inFirst ? 0 : half)}`,
        customer: null,
      };
      const sold = saleLines(sale, pick, () => random.int(1, 3));
      chunk.order_lines.push(...sold.lines);
      lines += sold.lines.length;
      sale.customer = order % 3 === 0 ? `cu${order % customerCount}` : null;
      const total = sold.subtotal + sold.tax;
      const giftCardSold = order % 97 === 5 ? 2_500 : 0;
      const payments = saleTenders(chunk, sale, total, giftCardSold);
      chunk.payments.push(...payments);
      const refundedCents =
        order % 50 === 1 && payments.length === 1 ? refundFirstLine(chunk, sale, sold.lines[0]!, payments[0]!) : 0;
      if (order % 150 === 3 || order % 150 === 76) returnWithoutReceipt(chunk, sale, pick());
      chunk.orders.push({
        id: sale.id,
        number: `ORD-${order}`,
        status: refundedCents > 0 ? 'partially_refunded' : 'completed',
        customer_id: sale.customer,
        user_id: sale.user,
        subtotal_cents: sold.subtotal,
        discount_cents: 0,
        tax_cents: sold.tax,
        total_cents: total,
        item_count: sold.items,
        refunded_cents: refundedCents,
        loyalty_earned: sale.customer ? Math.floor(total / 100) : 0,
        loyalty_redeemed: 0,
        created_at: sale.at,
        completed_at: sale.at,
        business_date: date,
        store_id: sale.store,
        till_id: inFirst ? null : secondTill,
        gift_cards_cents: giftCardSold,
      });
      order += 1;
    }
    yield { chunk, totals: { orders: order, lines } };
  }
}
