import { money, say } from '../i18n/core-message';
import type { MessageValue } from '../i18n/core-message';
import { formatMoney as formatAmount, roundCash } from '../money/money';
import type { MoneyFormat } from '../money/money-format';
import { loyaltyPointsFor, loyaltyPointValueCents } from '../customer/loyalty';
import { tenderMessages as messages, turnedOffMessages } from './payment-messages';

export const paymentMethods = [
  'card',
  'cash',
  'voucher',
  'loyalty',
  'store_credit',
  'account',
  'layaway',
  'special_order',
] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  card: 'Card',
  cash: 'Cash',
  voucher: 'Voucher',
  loyalty: 'Loyalty points',
  store_credit: 'Store credit',
  account: 'On account',
  layaway: 'Layaway',
  special_order: 'Special order deposit',
};

export interface Tender {
  method: PaymentMethod;
  /** What this tender pays towards the sale. */
  amountCents: number;
  /** Cash handed over; at least the amount, the rest is change. */
  tenderedCents?: number | null;
  /** Voucher code or card reference. */
  reference?: string | null;
}

export interface SettledTender extends Required<Omit<Tender, 'reference'>> {
  reference: string | null;
  changeCents: number;
}

export type TenderResult =
  | {
      ok: true;
      tenders: SettledTender[];
      changeCents: number;
      loyaltyPointsRedeemed: number;
      paidWithoutLoyaltyCents: number;
      /** What cash rounding added to (or, negative, took off) the total: the tenders add up to total + this. */
      cashRoundingCents: number;
      /** Store credit the tenders take from the customer. */
      storeCreditCents: number;
    }
  | { ok: false; error: string };

export interface TenderContext {
  /** Points of the attached customer, or null when the sale is for a walk-in customer. */
  customerPoints: number | null;
  enabledMethods?: readonly PaymentMethod[];
  /** Gift card codes must start with this, ignoring case (Settings → Payments → Configure). */
  voucherPrefix?: string;
  /** The store's cash rounding step in cents (0 or left out: none; 5: to the nearest $0.05). */
  cashRoundingStep?: number;
  /** Store credit of the attached customer; left out when only the server's ledger can tell. */
  customerStoreCreditCents?: number | null;
}

/**
 * Tenders the attached customer's own standing allows, whatever Settings turn on. What was paid onto a layaway pays
 * the sale that completes it, and only that sale (the server checks it is that layaway's); so does a special
 * order's deposit.
 */
export const customerTenders: readonly PaymentMethod[] = ['store_credit', 'account', 'layaway', 'special_order'];

/** Most tenders one sale may be split over. */
export const maxTenders = 4;

/**
 * What is still to pay after some tenders: the total less what they cover. When cash will pay the rest and the
 * store rounds cash, the rest is rounded to the step, since that is what the customer hands over.
 */
export function amountDue(totalCents: number, tenders: readonly Pick<Tender, 'amountCents'>[]): number {
  return totalCents - tenders.reduce((sum, tender) => sum + tender.amountCents, 0);
}

/** The cash to ask for when cash pays `dueCents`: rounded to the store's step (never below zero). */
export function cashDue(dueCents: number, step: number): number {
  return Math.max(0, roundCash(dueCents, step));
}

/**
 * Checks the tenders against the amount due: up to four, adding up to it exactly (split tender), cash tendered
 * may not be below its amount (the rest is change, and only cash gives change), a voucher needs its code, loyalty
 * needs an attached customer with enough points (1 point = $0.01) and store credit an attached customer. When the
 * store rounds cash, the one cash tender pays what the others leave, rounded to the step; the difference is the
 * sale's cash rounding and the tenders add up to total + rounding. Card and other tenders are never rounded.
 */
export function settleTenders(
  totalCents: number,
  tenders: readonly Tender[],
  context: TenderContext,
  /** How the store writes money, for the messages; left out, the money core's messages are said in. */
  format?: MoneyFormat,
): TenderResult {
  const amount = (cents: number): MessageValue => (format ? formatAmount(cents, format) : money(cents));
  if (tenders.length === 0) return { ok: false, error: say(messages.choosePayment) };
  if (tenders.length > maxTenders) return { ok: false, error: say(messages.tooManyTenders, { max: maxTenders }) };
  const settled: SettledTender[] = [];
  let loyaltyPointsRedeemed = 0;
  for (const tender of tenders) {
    // Store credit is the customer's own money the store already holds, so Settings cannot turn it off; a sale on
    // account is allowed by the customer's own account (a manager gives it, with its limit).
    if (
      !customerTenders.includes(tender.method) &&
      context.enabledMethods &&
      !context.enabledMethods.includes(tender.method)
    ) {
      return { ok: false, error: say(turnedOffMessages[tender.method]) };
    }
    if (!Number.isInteger(tender.amountCents) || tender.amountCents <= 0) {
      return { ok: false, error: say(messages.paymentAboveZero, { amount: amount(0) }) };
    }
    let tenderedCents = tender.amountCents;
    if (tender.method === 'cash') {
      tenderedCents = tender.tenderedCents ?? tender.amountCents;
      if (tenderedCents < tender.amountCents) {
        return {
          ok: false,
          error: say(messages.cashTenderedShort, {
            tendered: amount(tenderedCents),
            amount: amount(tender.amountCents),
          }),
        };
      }
    }
    if (tender.method === 'voucher' && !tender.reference?.trim()) {
      return { ok: false, error: say(messages.enterVoucherCode) };
    }
    const prefix = context.voucherPrefix?.trim().toUpperCase();
    if (tender.method === 'voucher' && prefix && !tender.reference?.trim().toUpperCase().startsWith(prefix)) {
      return { ok: false, error: say(messages.voucherPrefix, { prefix }) };
    }
    if (tender.method === 'loyalty') {
      if (context.customerPoints === null) return { ok: false, error: say(messages.loyaltyNeedsCustomer) };
      const points = loyaltyPointsFor(tender.amountCents);
      if (loyaltyPointsRedeemed + points > context.customerPoints) {
        return {
          ok: false,
          error: say(messages.notEnoughPoints, {
            // Written as before, without grouping (1234 points), so the US English stays word for word.
            points: String(context.customerPoints),
            amount: amount(context.customerPoints * loyaltyPointValueCents),
          }),
        };
      }
      loyaltyPointsRedeemed += points;
    }
    if (tender.method === 'store_credit' && context.customerPoints === null) {
      return { ok: false, error: say(messages.storeCreditNeedsCustomer) };
    }
    if (tender.method === 'account' && context.customerPoints === null) {
      return { ok: false, error: say(messages.accountNeedsCustomer) };
    }
    settled.push({
      method: tender.method,
      amountCents: tender.amountCents,
      tenderedCents,
      changeCents: tenderedCents - tender.amountCents,
      reference: tender.reference?.trim() || null,
    });
  }
  if (settled.filter((tender) => tender.method === 'cash').length > 1)
    return { ok: false, error: say(messages.cashOnce) };
  const storeCreditCents = settled
    .filter((tender) => tender.method === 'store_credit')
    .reduce((sum, tender) => sum + tender.amountCents, 0);
  if (
    storeCreditCents > 0 &&
    context.customerStoreCreditCents != null &&
    storeCreditCents > context.customerStoreCreditCents
  ) {
    return {
      ok: false,
      error: say(messages.storeCreditShort, { amount: amount(context.customerStoreCreditCents) }),
    };
  }
  const step = context.cashRoundingStep ?? 0;
  const cash = settled.find((tender) => tender.method === 'cash');
  let cashRoundingCents = 0;
  if (cash && step > 0) {
    const others = settled.filter((tender) => tender !== cash).reduce((sum, tender) => sum + tender.amountCents, 0);
    const expected = cashDue(totalCents - others, step);
    if (cash.amountCents !== expected) {
      return {
        ok: false,
        error: say(messages.cashRounded, { step: amount(step), amount: amount(expected) }),
      };
    }
    cashRoundingCents = expected - (totalCents - others);
  }
  const paid = settled.reduce((sum, tender) => sum + tender.amountCents, 0);
  const due = totalCents + cashRoundingCents;
  if (paid !== due) {
    return {
      ok: false,
      error:
        paid < due
          ? say(messages.paymentsShort, { paid: amount(paid), due: amount(due) })
          : say(messages.paymentsOver, { paid: amount(paid), due: amount(due) }),
    };
  }
  return {
    ok: true,
    tenders: settled,
    changeCents: settled.reduce((sum, tender) => sum + tender.changeCents, 0),
    loyaltyPointsRedeemed,
    paidWithoutLoyaltyCents: settled.filter((t) => t.method !== 'loyalty').reduce((sum, t) => sum + t.amountCents, 0),
    cashRoundingCents,
    storeCreditCents,
  };
}

/** Quick cash amounts for the till: the exact amount, then the next round notes above it. */
export function quickCashAmounts(dueCents: number): number[] {
  const amounts = new Set<number>([dueCents]);
  for (const step of [500, 1000, 2000, 5000, 10000]) {
    const rounded = Math.ceil(dueCents / step) * step;
    if (rounded > dueCents) amounts.add(rounded);
    if (amounts.size >= 4) break;
  }
  return [...amounts].sort((a, b) => a - b);
}
