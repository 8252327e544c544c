import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** A gift card with its ledger, store credit with its ledger, a trade account with its, and a return without receipt. */
export async function fillCreditTables(trx: Transaction<Database>, at: string, day: string): Promise<void> {
  const admin = 'user-admin';
  await trx
    .insertInto('gift_cards')
    .values({
      id: 'gift-1',
      code: 'GIFT-0001',
      balance_cents: 2500,
      issued_at: at,
      issued_store_id: 'store-1',
      last_used_at: null,
    })
    .execute();
  await trx
    .insertInto('gift_card_ledger')
    .values({
      id: 'gift-1-issue',
      gift_card_id: 'gift-1',
      store_id: 'store-1',
      kind: 'issue',
      amount_cents: 2500,
      balance_after_cents: 2500,
      order_id: null,
      refund_id: null,
      user_id: admin,
      business_date: day,
      created_at: at,
    })
    .execute();
  await trx.updateTable('customers').set({ store_credit_cents: 500 }).where('id', '=', 'cust-james').execute();
  await trx
    .insertInto('store_credit_ledger')
    .values({
      id: 'credit-james',
      customer_id: 'cust-james',
      store_id: 'store-1',
      kind: 'adjust',
      amount_cents: 500,
      balance_after_cents: 500,
      order_id: null,
      refund_id: null,
      user_id: admin,
      reason: 'Goodwill',
      business_date: day,
      created_at: at,
    })
    .execute();
  await trx
    .updateTable('customers')
    .set({ account_limit_cents: 50_000, account_terms_days: 30, account_balance_cents: 1_500 })
    .where('id', '=', 'cust-james')
    .execute();
  const entry = { store_id: 'store-1', customer_id: 'cust-james', user_id: admin, business_date: day, created_at: at };
  await trx
    .insertInto('account_ledger')
    .values([
      {
        ...entry,
        id: 'account-james-invoice',
        kind: 'invoice',
        amount_cents: 2_000,
        balance_after_cents: 2_000,
        due_date: day,
        order_id: null,
        refund_id: null,
        method: null,
        reference: '',
        shift_id: null,
      },
      {
        ...entry,
        id: 'account-james-payment',
        kind: 'payment',
        amount_cents: -500,
        balance_after_cents: 1_500,
        due_date: null,
        order_id: null,
        refund_id: null,
        method: 'cheque',
        reference: 'CHQ 1',
        shift_id: null,
      },
    ])
    .execute();
  await trx
    .insertInto('account_allocations')
    .values({
      id: 'account-james-allocation',
      entry_id: 'account-james-payment',
      invoice_id: 'account-james-invoice',
      amount_cents: 500,
    })
    .execute();
  await trx
    .insertInto('returns')
    .values({
      id: 'return-1',
      number: 'RET-0001',
      store_id: 'store-1',
      till_id: 'till-1',
      shift_id: null,
      user_id: admin,
      approved_by: null,
      customer_id: 'cust-sofia',
      tender: 'store_credit',
      reason: 'Unwanted gift',
      subtotal_cents: 1000,
      tax_cents: 83,
      amount_cents: 1083,
      created_at: at,
      business_date: day,
    })
    .execute();
  await trx
    .insertInto('return_lines')
    .values({
      id: 'return-1-line',
      return_id: 'return-1',
      product_id: 'prod-trowel',
      name: 'Hand Trowel',
      sku: 'TLS-001',
      quantity: 1,
      unit_price_cents: 1000,
      tax_rate_bps: 825,
      taxes_json: null,
      tax_cents: 83,
      amount_cents: 1083,
    })
    .execute();
}
