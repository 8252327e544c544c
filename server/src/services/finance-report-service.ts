import { ageingOf } from '@tillwise/core/account/trade-account';
import { breakageRate, loyaltyLiabilityCents, pointValue } from '@tillwise/core/report/report-maths';
import type { FinanceReport, ReportRange } from '@tillwise/core/report/report-schemas';
import { summariseOverShort } from '@tillwise/core/shift/over-short';
import type { Db } from '../db/database';
import * as accountRepository from '../db/repositories/account-repository';
import { layawayFinance, specialOrderFinance } from '../db/repositories/held-money-report-repository';
import * as reportRepository from '../db/repositories/period-report-repository';
import * as taxReportRepository from '../db/repositories/tax-report-repository';
import * as refundReportRepository from '../db/repositories/refund-report-repository';
import { findOverShortByCloser } from '../db/repositories/shift-repository';
import { storeIdsOf } from './period-report-service';
import type { ReportScope } from './period-report-service';
import { taxesCollected } from './tax-report-service';

/** What trade customers owe at the end of `to`, aged; a customer in credit owes nothing (and lowers no one's debt). */
async function receivablesAsOf(db: Db, to: string): Promise<FinanceReport['receivables']> {
  const { invoices, balances } = await accountRepository.findAllInvoicesAsOf(db, to);
  const owing = balances.filter((row) => row.balanceCents > 0);
  return {
    owedCents: owing.reduce((sum, row) => sum + row.balanceCents, 0),
    ...ageingOf(invoices, to),
    customers: owing.length,
  };
}

const n = (value: number | string | null | undefined) => Number(value ?? 0);

/**
 * Finance tab: tax by rate, the refunds given, the loyalty programme and the tills' cash over/short over the range,
 * in the scope's stores. Customers belong to the chain, so enrolment and outstanding points are the chain's; so
 * are gift cards, and the gift card and store credit liability is the chain's as at the end of the range.
 */
export async function getFinanceReport(db: Db, scope: ReportScope, { from, to }: ReportRange): Promise<FinanceReport> {
  const stores = storeIdsOf(scope);
  const [bands, refunds, returns, perStore, loyalty, closedShifts, tills, giftCardsCents, storeCreditCents, rounding] =
    await Promise.all([
      taxReportRepository.taxBandTotals(db, stores, from, to),
      refundReportRepository.refundsBetween(db, stores, from, to),
      refundReportRepository.returnsBetween(db, stores, from, to),
      reportRepository.salesTotalsByStore(db, stores, from, to),
      reportRepository.loyaltyCounts(db, stores, from, to),
      findOverShortByCloser(db, from, to),
      reportRepository.tillIdsOf(db, stores),
      reportRepository.ledgerBalanceAsOf(db, 'gift_card', to),
      reportRepository.ledgerBalanceAsOf(db, 'store_credit', to),
      reportRepository.cashRoundingBetween(db, stores, from, to),
    ]);
  const layaways = await layawayFinance(db, stores, from, to);
  const specialOrders = await specialOrderFinance(db, stores, from, to);
  const points = perStore.reduce(
    (sum, row) => ({ earned: sum.earned + n(row.loyalty_earned), redeemed: sum.redeemed + n(row.loyalty_redeemed) }),
    { earned: 0, redeemed: 0 },
  );
  return {
    taxBands: bands.map((band) => ({
      rate: band.tax_rate_bps / 100,
      taxableAmountCents: n(band.net_cents),
      taxCollectedCents: n(band.tax_cents),
    })),
    refunds: [...refunds, ...returns]
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map((refund) => ({
        id: refund.id,
        number: refund.number,
        saleId: refund.order_id,
        date: refund.created_at,
        amountCents: refund.amount_cents,
        reason: refund.reason,
        items: n(refund.items),
        staff: refund.staff,
      })),
    loyalty: {
      enrolledCustomers: loyalty.enrolled,
      activeCustomers: loyalty.active,
      pointsIssued: points.earned,
      pointsRedeemed: points.redeemed,
      pointValue,
      breakageRate,
      outstandingPoints: loyalty.outstanding,
      liabilityCents: loyaltyLiabilityCents(loyalty.outstanding),
    },
    cash: summariseOverShort(
      closedShifts
        .filter((row) => tills.has(row.till_id))
        .map((row) => ({
          userId: row.user_id ?? '',
          userName: row.user_name,
          tillId: row.till_id,
          tillName: row.till_name,
          shifts: n(row.shifts),
          overCents: n(row.over),
          shortCents: n(row.short),
          flagged: n(row.flagged),
        })),
    ),
    liabilities: {
      giftCardsCents,
      storeCreditCents,
      layawayDepositsCents: layaways.heldCents,
      specialOrderDepositsCents: specialOrders.heldCents,
    },
    layaways: {
      depositsCents: layaways.depositsCents,
      refundsCents: layaways.refundsCents,
      feesCents: layaways.feesCents,
      completedCents: layaways.completedCents,
    },
    specialOrders: {
      depositsCents: specialOrders.depositsCents,
      refundsCents: specialOrders.refundsCents,
      completedCents: specialOrders.completedCents,
    },
    receivables: await receivablesAsOf(db, to),
    cashRounding: { ...rounding, netCents: rounding.salesCents - rounding.refundsCents },
    taxes: await taxesCollected(db, stores, from, to, bands),
  };
}
