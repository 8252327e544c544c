import { z } from 'zod';
import { accountPaymentMethods } from '../account/account-schemas';
import { layawayPaymentMethods } from '../layaway/layaway-methods';
import { paymentMethods } from '../payment/tender';
import { expectedCashCents } from './drawer-maths';

const cents = z.number().int();
const count = z.number().int().min(0);

/** What the till's own tender lines show for one payment method over a shift. */
export const tenderFiguresSchema = z.object({
  method: z.enum(paymentMethods),
  count,
  salesCents: cents,
  refundsCents: cents,
  netCents: cents,
});

export const drawerFiguresSchema = z.object({
  openingFloatCents: cents,
  cashSalesCents: cents,
  cashRefundsCents: cents,
  payInsCents: cents,
  payOutsCents: cents,
  dropsCents: cents,
  /** Cash paid on trade accounts into this drawer (a Z report frozen before trade accounts has none). */
  accountPaymentsCents: cents.default(0),
  /** Cash paid onto layaways into this drawer, less cash given back on cancelled ones. */
  layawayCashCents: cents.default(0),
  /** Cash deposits on special orders into this drawer, less cash deposits given back on cancelled ones. */
  specialOrderCashCents: cents.default(0),
  expectedCents: cents,
});
export type DrawerFigures = z.infer<typeof drawerFiguresSchema>;

/**
 * A shift's totals, as an X report shows them during the shift and a Z report freezes them at its close. Sales
 * figures are before tax (as in Reports): net = gross − discounts − refunds; net + tax = the tenders' net.
 */
export const shiftFiguresSchema = z.object({
  salesCount: count,
  refundsCount: count,
  voidsCount: count,
  noSalesCount: count,
  grossSalesCents: cents,
  discountsCents: cents,
  refundsCents: cents,
  netSalesCents: cents,
  taxCents: cents,
  /** Every sale's total, tax included, before refunds: what the running grand total adds up. */
  salesTotalCents: cents,
  netTakingsCents: cents,
  taxByRate: z.array(z.object({ rate: z.number(), taxableCents: cents, taxCents: cents })),
  tenders: z.array(tenderFiguresSchema),
  /** Payments on trade accounts taken at this till, by how they were paid: money in, but not sales. */
  accountPayments: z.array(z.object({ method: z.enum(accountPaymentMethods), count, amountCents: cents })).default([]),
  /** Deposits and instalments paid onto layaways at this till, by method: money held for the customer, not sales. */
  layawayDeposits: z.array(z.object({ method: z.enum(layawayPaymentMethods), count, amountCents: cents })).default([]),
  /** What cancelled layaways gave back at this till, by method. */
  layawayRefunds: z.array(z.object({ method: z.enum(layawayPaymentMethods), count, amountCents: cents })).default([]),
  /** Deposits taken on special orders at this till, by method, and those given back on cancelled ones. */
  specialOrderDeposits: z
    .array(z.object({ method: z.enum(layawayPaymentMethods), count, amountCents: cents }))
    .default([]),
  specialOrderRefunds: z
    .array(z.object({ method: z.enum(layawayPaymentMethods), count, amountCents: cents }))
    .default([]),
  drawer: drawerFiguresSchema,
});
export type ShiftFigures = z.infer<typeof shiftFiguresSchema>;

/** The sums a database gives for one shift, before they are put together as figures. */
export interface ShiftTotals {
  openingFloatCents: number;
  sales: { count: number; subtotalCents: number; discountCents: number; taxCents: number; totalCents: number };
  refunds: { count: number; amountCents: number; taxCents: number };
  /** Per tax rate (basis points): sales' and refunds' amounts before tax, and their tax. */
  taxByRate: {
    rateBps: number;
    salesNetCents: number;
    salesTaxCents: number;
    refundNetCents: number;
    refundTaxCents: number;
  }[];
  payments: { method: string; count: number; amountCents: number }[];
  refundTenders: { method: string; count: number; amountCents: number }[];
  movements: { kind: string; count: number; amountCents: number }[];
  voids: number;
  /** Payments on trade accounts taken on the shift, by method. */
  accountPayments?: { method: string; count: number; amountCents: number }[];
  /** Money paid onto layaways (kind 'in') and given back from cancelled ones ('out') on the shift, by method. */
  layawayPayments?: { kind: 'in' | 'out'; method: string; count: number; amountCents: number }[];
  /** Deposits taken on special orders ('in') and given back ('out') on the shift, by method. */
  specialOrderPayments?: { kind: 'in' | 'out'; method: string; count: number; amountCents: number }[];
}

/** The rows of one way of paying that were used, in the order of `methods`. */
function usedMethods<M extends string>(methods: readonly M[], rows: ShiftTotals['accountPayments']) {
  return methods.flatMap((method) => {
    const row = rows?.find((payment) => payment.method === method);
    return row && row.count > 0 ? [{ method, count: row.count, amountCents: row.amountCents }] : [];
  });
}

const movement = (totals: ShiftTotals, kind: string) => totals.movements.find((m) => m.kind === kind);

/** Puts a shift's sums together as its figures: net sales, tax by rate, each tender's net and the drawer's cash. */
export function buildShiftFigures(totals: ShiftTotals): ShiftFigures {
  const refundsBeforeTax = totals.refunds.amountCents - totals.refunds.taxCents;
  const tenders = paymentMethods
    .map((method) => {
      const sold = totals.payments.find((p) => p.method === method);
      const refunded = totals.refundTenders.find((r) => r.method === method);
      const salesCents = sold?.amountCents ?? 0;
      const refundsCents = refunded?.amountCents ?? 0;
      return { method, count: sold?.count ?? 0, salesCents, refundsCents, netCents: salesCents - refundsCents };
    })
    .filter((tender) => tender.count > 0 || tender.refundsCents !== 0);
  const cash = tenders.find((tender) => tender.method === 'cash');
  const accountPayments = usedMethods(accountPaymentMethods, totals.accountPayments);
  const held = (rows: ShiftTotals['layawayPayments'], kind: 'in' | 'out') =>
    usedMethods(
      layawayPaymentMethods,
      rows?.filter((row) => row.kind === kind),
    );
  const layawayDeposits = held(totals.layawayPayments, 'in');
  const layawayRefunds = held(totals.layawayPayments, 'out');
  const specialOrderDeposits = held(totals.specialOrderPayments, 'in');
  const specialOrderRefunds = held(totals.specialOrderPayments, 'out');
  const heldCash = (rows: typeof layawayDeposits) => rows.find((row) => row.method === 'cash')?.amountCents ?? 0;
  const activity = {
    openingFloatCents: totals.openingFloatCents,
    cashSalesCents: cash?.salesCents ?? 0,
    cashRefundsCents: cash?.refundsCents ?? 0,
    payInsCents: movement(totals, 'pay_in')?.amountCents ?? 0,
    payOutsCents: movement(totals, 'pay_out')?.amountCents ?? 0,
    dropsCents: movement(totals, 'drop')?.amountCents ?? 0,
    accountPaymentsCents: accountPayments.find((row) => row.method === 'cash')?.amountCents ?? 0,
    layawayCashCents: heldCash(layawayDeposits) - heldCash(layawayRefunds),
    specialOrderCashCents: heldCash(specialOrderDeposits) - heldCash(specialOrderRefunds),
  };
  return {
    salesCount: totals.sales.count,
    refundsCount: totals.refunds.count,
    voidsCount: totals.voids,
    noSalesCount: movement(totals, 'no_sale')?.count ?? 0,
    grossSalesCents: totals.sales.subtotalCents,
    discountsCents: totals.sales.discountCents,
    refundsCents: refundsBeforeTax,
    netSalesCents: totals.sales.subtotalCents - totals.sales.discountCents - refundsBeforeTax,
    taxCents: totals.sales.taxCents - totals.refunds.taxCents,
    salesTotalCents: totals.sales.totalCents,
    netTakingsCents: tenders.reduce((sum, tender) => sum + tender.netCents, 0),
    taxByRate: [...totals.taxByRate]
      .sort((a, b) => b.rateBps - a.rateBps)
      .map((band) => ({
        rate: band.rateBps / 100,
        taxableCents: band.salesNetCents - band.refundNetCents,
        taxCents: band.salesTaxCents - band.refundTaxCents,
      })),
    tenders,
    accountPayments,
    layawayDeposits,
    layawayRefunds,
    specialOrderDeposits,
    specialOrderRefunds,
    drawer: { ...activity, expectedCents: expectedCashCents(activity) },
  };
}
