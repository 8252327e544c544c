/**
 * A product's cost after goods arrive, as the weighted average of what was on hand at the old cost and what
 * arrived at its cost, rounded half up to the cent. Stock at or below zero carries no value, so the new goods set
 * the cost; an unknown old cost counts the goods on hand at the new cost.
 */
export function weightedAverageCost(
  onHand: number,
  currentCostCents: number | null,
  receivedQuantity: number,
  receivedCostCents: number,
): number {
  if (receivedQuantity <= 0) return currentCostCents ?? receivedCostCents;
  if (onHand <= 0 || currentCostCents === null) return receivedCostCents;
  const value = BigInt(onHand) * BigInt(currentCostCents) + BigInt(receivedQuantity) * BigInt(receivedCostCents);
  const units = BigInt(onHand + receivedQuantity);
  return Number((value * 2n + units) / (units * 2n));
}
