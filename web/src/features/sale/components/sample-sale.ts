import type { Sale } from '@tillwise/core/sale/sale-schemas';

/** A two-line sale for previewing receipt settings before the store has sold anything. */
export function sampleSale(now: Date): Sale {
  const line = (id: string, name: string, unitPriceCents: number, quantity: number, taxCents: number) => ({
    id,
    productId: id,
    name,
    sku: id.toUpperCase(),
    unitPriceCents,
    quantity,
    soldBy: 'unit' as const,
    discountCents: 0,
    discount: null,
    taxRate: 20,
    taxCents,
    totalCents: unitPriceCents * quantity + taxCents,
    refundedQuantity: 0,
    taxes: [{ name: 'Tax', rate: 20, taxCents }],
    promotionCents: 0,
    promotions: [],
  });
  const lines = [line('sample-1', 'Sample plant', 899, 2, 360), line('sample-2', 'Sample pot', 1699, 1, 340)];
  const totalCents = lines.reduce((sum, l) => sum + l.totalCents, 0);
  return {
    id: 'sample',
    number: 'ORD-0000',
    status: 'completed',
    createdAt: now.toISOString(),
    completedAt: now.toISOString(),
    customer: null,
    staff: { id: 'sample', name: 'Sample cashier' },
    subtotalCents: 3497,
    discountCents: 0,
    discount: null,
    taxCents: 700,
    totalCents,
    itemCount: 3,
    refundedCents: 0,
    changeCents: 0,
    loyaltyEarned: 0,
    loyaltyRedeemed: 0,
    note: null,
    capturedOffline: false,
    priceDiffers: false,
    pricesIncludeTax: false,
    cashRoundingCents: 0,
    giftCards: [],
    giftCardsCents: 0,
    taxes: [{ name: 'Tax', rate: 20, taxCents: 700 }],
    lines,
    promotions: [],
    payments: [
      {
        id: 'p',
        method: 'card',
        status: 'completed',
        amountCents: totalCents,
        tenderedCents: null,
        changeCents: 0,
        reference: null,
        stored: false,
      },
    ],
    refunds: [],
  };
}
