import { paymentMethodLabels } from '../payment/tender';
import type { PaymentMethod } from '../payment/tender';

// The accounts Tillwise posts its daily journal to: fixed codes and names, so an accountant maps them once (or
// creates them as they are) in Xero, QuickBooks Online or any ledger that imports a double-entry CSV.

export interface Account {
  code: string;
  name: string;
}

export const accounts = {
  cash: { code: '1000', name: 'Cash on hand' },
  card: { code: '1010', name: 'Card clearing' },
  cheque: { code: '1020', name: 'Cheques to deposit' },
  otherTenders: { code: '1090', name: 'Other tenders' },
  receivable: { code: '1100', name: 'Accounts receivable (trade accounts)' },
  inventory: { code: '1200', name: 'Inventory' },
  salesTax: { code: '2100', name: 'Sales tax payable' },
  giftCards: { code: '2200', name: 'Gift card liability' },
  storeCredit: { code: '2210', name: 'Store credit liability' },
  layawayDeposits: { code: '2220', name: 'Layaway deposits' },
  specialOrderDeposits: { code: '2230', name: 'Special order deposits' },
  discounts: { code: '4100', name: 'Discounts given' },
  refunds: { code: '4200', name: 'Refunds' },
  loyalty: { code: '4300', name: 'Loyalty redemptions' },
  layawayFees: { code: '4400', name: 'Layaway cancellation fees' },
  cashRounding: { code: '4500', name: 'Cash rounding' },
  costOfGoods: { code: '5000', name: 'Cost of goods sold' },
  overShort: { code: '6100', name: 'Cash over/short' },
  tillPayInsOuts: { code: '6200', name: 'Till pay-ins and pay-outs' },
  storedValueAdjustments: { code: '6300', name: 'Stored value adjustments' },
} as const satisfies Record<string, Account>;

/** A tax rate in basis points as people write it: 2000 → "20%", 825 → "8.25%". */
export const ratePercentText = (rateBps: number) => `${rateBps / 100}%`;

/** Sales at one tax rate: code 4 followed by the rate in basis points (20 % → 42000, 8.25 % → 40825, 0 % → 40000). */
export function salesAccount(rateBps: number): Account {
  return { code: `4${String(rateBps).padStart(4, '0')}`, name: `Sales – ${ratePercentText(rateBps)}` };
}

const tenderAccounts: Record<string, Account> = {
  cash: accounts.cash,
  card: accounts.card,
  cheque: accounts.cheque,
  account: accounts.receivable,
  voucher: accounts.giftCards,
  store_credit: accounts.storeCredit,
  layaway: accounts.layawayDeposits,
  special_order: accounts.specialOrderDeposits,
  loyalty: accounts.loyalty,
};

/**
 * Where money taken by a tender is debited: cash and cheques to hand, cards to clearing, a trade account to
 * receivables; gift cards, store credit and deposits paying a sale take it off the liability they were; points to
 * loyalty redemptions. A method this list does not know goes to Other tenders, never nowhere.
 */
export function tenderAccount(method: string): Account {
  return tenderAccounts[method] ?? accounts.otherTenders;
}

/** A tender's name in a journal line's description. */
export function tenderLabel(method: string): string {
  if (method === 'cheque') return 'Cheque';
  return paymentMethodLabels[method as PaymentMethod] ?? method;
}
