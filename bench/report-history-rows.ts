// The rows of report.bench.ts's sales history: the tables a chunk fills, one sale's particulars and a line's taxes.
import { cityTax } from './report-chain';
import type { BenchProduct, Rows } from './report-chain';

/** The tables a chunk of the history fills, in the order they are inserted (each row before those that name it). */
export const historyTables = [
  'orders',
  'order_lines',
  'payments',
  'gift_cards',
  'gift_card_ledger',
  'store_credit_ledger',
  'refunds',
  'refund_lines',
  'refund_tenders',
  'returns',
  'return_lines',
] as const;
export type History = { [T in (typeof historyTables)[number]]: Rows<T> };

/** A line's taxes: its main one, and in the second store the city tax beside it. */
export function lineTaxes(p: BenchProduct, quantity: number, inFirst: boolean) {
  const main = Math.round((p.price * quantity * p.tax) / 10_000);
  if (inFirst) return { tax: main, json: null };
  const city = Math.round((p.price * quantity * cityTax.rate) / 100);
  const json = JSON.stringify([
    { name: 'Sales Tax', rate: p.tax / 100, taxCents: main },
    { ...cityTax, taxCents: city },
  ]);
  return { tax: main + city, json };
}

/** One sale of the history: who sold it, where and when. */
export interface HistorySale {
  order: number;
  id: string;
  date: string;
  at: string;
  inFirst: boolean;
  store: string;
  till: string;
  user: string;
  customer: string | null;
}
