import { formatMoney } from '../money/money';
import { usMoneyFormat } from '../money/money-format';
import type { MoneyFormat } from '../money/money-format';

/** Everything that moved cash in or out of a drawer during a shift. */
export interface DrawerActivity {
  openingFloatCents: number;
  /** Cash kept from sales: what was handed over less the change given back. */
  cashSalesCents: number;
  cashRefundsCents: number;
  payInsCents: number;
  payOutsCents: number;
  /** Cash taken from the drawer to the safe or the bank during the shift. */
  dropsCents: number;
  /** Cash customers paid towards their trade accounts at this till. */
  accountPaymentsCents?: number;
  /** Cash paid onto layaways at this till, less cash given back on cancelled ones. */
  layawayCashCents?: number;
  /** Cash deposits on special orders at this till, less cash deposits given back on cancelled ones. */
  specialOrderCashCents?: number;
}

/** The cash a sale leaves in the drawer: the notes handed over less the change given back. */
export function cashKeptCents(tenderedCents: number, changeCents: number): number {
  return tenderedCents - changeCents;
}

/**
 * The cash that should be in the drawer: float + cash sales − cash refunds + pay-ins − pay-outs − drops + cash paid
 * on account + cash paid onto layaways and special orders' cash deposits (less what cancelled ones gave back).
 */
export function expectedCashCents(activity: DrawerActivity): number {
  return (
    activity.openingFloatCents +
    activity.cashSalesCents -
    activity.cashRefundsCents +
    activity.payInsCents -
    activity.payOutsCents -
    activity.dropsCents +
    (activity.accountPaymentsCents ?? 0) +
    (activity.layawayCashCents ?? 0) +
    (activity.specialOrderCashCents ?? 0)
  );
}

/** Over (positive) or short (negative): counted − expected. */
export function overShortCents(countedCents: number, expectedCents: number): number {
  return countedCents - expectedCents;
}

/** A close whose over/short is beyond the store's threshold (either way) needs a reason. */
export function overShortNeedsReason(overShort: number, thresholdCents: number): boolean {
  return Math.abs(overShort) > thresholdCents;
}

/** 'Over $1.00', 'Short $2.00' or 'Balanced'. */
export function describeOverShort(overShort: number, format: MoneyFormat = usMoneyFormat): string {
  if (overShort === 0) return 'Balanced';
  return `${overShort > 0 ? 'Over' : 'Short'} ${formatMoney(Math.abs(overShort), format)}`;
}

/** What goes to the bank at close: everything counted except the float left in the drawer for the next shift. */
export function depositCents(countedCents: number, floatLeftCents: number): number {
  return countedCents - floatLeftCents;
}
