import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { queryStore, queryStoreRow } from './database';

// The till's payment dialog and the orders and payments it records, for the tenders-*.spec.ts files.

export const tile = (page: Page, name: RegExp) =>
  page.getByRole('group', { name: 'Products' }).getByRole('button', { name });
export const payment = (page: Page) => page.getByRole('dialog', { name: 'Payment' });
export const money = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);
export const dollars = (cents: number) => (cents / 100).toFixed(2);

export async function lastOrder() {
  return queryStoreRow<{
    id: string;
    number: string;
    total_cents: number;
    cash_rounding_cents: number;
    tax_cents: number;
  }>(
    `select id, number, total_cents, cash_rounding_cents, tax_cents from orders
      where status = 'completed' order by completed_at desc, number desc limit 1`,
  );
}
/** The newest completed order once it is not `previous` (the sale just paid has reached the database). */
export async function orderAfter(previous: string | null) {
  await expect.poll(async () => (await lastOrder()).id).not.toBe(previous);
  return lastOrder();
}
export const paymentsOf = (orderId: string) =>
  queryStore<{ method: string; amount_cents: number; change_cents: number; reference: string | null }>(
    'select method, amount_cents, change_cents, reference from payments where order_id = ? order by id',
    orderId,
  );
