import type { LinePromotion, SalePromotions } from './sale-promotions';

// What a sale's promotions did to its lines, apart from the engine that works them out: the till's first screen and
// its offline receipt need these without loading the engine.

/** Cart lines with what the promotions take off each, ready for cartTotals. */
export function withPromotions<L>(
  lines: readonly L[],
  promoted: Pick<SalePromotions, 'lines'> | null | undefined,
): (L & { promotionCents: number; typedDiscountExcluded: boolean })[] {
  return lines.map((line, index) => {
    const promotion = promoted?.lines[index];
    return {
      ...line,
      promotionCents: promotion?.promotionCents ?? 0,
      typedDiscountExcluded: promotion?.typedDiscountExcluded ?? false,
    };
  });
}

/** A sale's promotions from its lines': each once, with what it took off in all, in id order. */
export function promotionsOfLines(lines: readonly { promotions: readonly LinePromotion[] }[]) {
  const byId = new Map<
    string,
    { promotionId: string; name: string; discountCents: number; couponCode: string | null }
  >();
  for (const line of lines) {
    for (const entry of line.promotions) {
      const total = byId.get(entry.promotionId);
      if (total) total.discountCents += entry.cents;
      else
        byId.set(entry.promotionId, {
          promotionId: entry.promotionId,
          name: entry.name,
          discountCents: entry.cents,
          couponCode: entry.couponCode ?? null,
        });
    }
  }
  return [...byId.values()].sort((a, b) => a.promotionId.localeCompare(b.promotionId));
}
