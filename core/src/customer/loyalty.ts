/** The points a customer needs before a reward. */
export const loyaltyRewardThreshold = 100;

/** What one loyalty point is worth, in cents ($0.01). */
export const loyaltyPointValueCents = 1;

/** The share of issued points expected never to be redeemed, in percent. */
export const loyaltyBreakageRatePercent = 30;

/** The points that pay (or, refunded, give back) an amount: one point per cent at $0.01 a point. */
export function loyaltyPointsFor(cents: number): number {
  return Math.ceil(cents / loyaltyPointValueCents);
}

/** A completed sale earns one point per whole dollar paid. */
export function loyaltyPointsEarned(totalPaidCents: number): number {
  return totalPaidCents > 0 ? Math.floor(totalPaidCents / 100) : 0;
}

/** The dialog's loyalty line: 'Eligible for rewards' at the threshold, else how many points remain. */
export function loyaltyMessage(points: number): string {
  return points >= loyaltyRewardThreshold
    ? 'Eligible for rewards'
    : `${loyaltyRewardThreshold - points} more points until next reward`;
}
